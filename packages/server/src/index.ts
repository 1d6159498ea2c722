// What other workspaces (bench, e2e) may import from the server package.
export { buildApp } from './app.ts';
export { parseConfig, type AppConfig, type EngineConfig } from './config.ts';
export { openDatabase, type DatabaseHandle, type Db, type DbKind } from './db/client.ts';
export type { AppDeps } from './deps.ts';
export { AppError, defineErrors, ERRORS, type ErrorDef } from './errors/index.ts';
export { createLogger, type Logger } from './logger.ts';
