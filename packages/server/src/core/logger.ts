import { pino, type Logger } from 'pino';
import type { AppConfig } from './config.ts';

export type { Logger };

// Anything that can carry a secret is censored wherever it appears in a log line.
export const REDACT_PATHS = [
  'password',
  'token',
  'apiKey',
  'adminPassword',
  '*.password',
  '*.token',
  '*.apiKey',
  '*.adminPassword',
  'config.engine.provider.apiKey',
  'engine.provider.apiKey',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  'headers.authorization',
  'headers["x-admin-token"]',
];

export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
