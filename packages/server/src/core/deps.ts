import type { AltEngine } from '@alt-optimizer/engine';
import type { AppConfig } from './config.ts';
import type { Db, DbKind } from './db/client.ts';
import type { Logger } from './logger.ts';

/**
 * Everything a route, service or plugin may need, built once in main.ts (or a test) and passed down.
 * Feature plugins (bulk, web) take this same object.
 */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  db: Db;
  dbKind: DbKind;
  engine: AltEngine;
}
