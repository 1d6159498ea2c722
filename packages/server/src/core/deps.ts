import type { AltEngine } from '@alt-optimizer/engine';
import type { AppConfig } from './config.ts';
import type { Db, DbKind } from './db/client.ts';
import type { Logger } from './logger.ts';
import type { AllAddressesLookup } from './net/ip-policy.ts';
import type { Redis } from './queue/redis.ts';
import type { Readiness } from './readiness.ts';

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
  /** The queue mode's Redis connection (REDIS_URL), for /api/ready; absent in the embedded mode. */
  redis?: Redis;
  /**
   * The DNS resolver every outbound request goes through (core/net/outbound.ts); dns.lookup when absent. Tests pass a
   * stand-in that answers a made-up store name with 127.0.0.1, to prove the policy judges where a name resolves.
   */
  resolve?: AllAddressesLookup;
  /** Set on SIGTERM: /api/ready answers 503 while the process drains. */
  readiness?: Readiness;
}
