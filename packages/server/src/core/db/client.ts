import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { createPglite } from './pglite.ts';
import * as schema from './schema.ts';

/** The one Drizzle type repositories accept: both drivers produce it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean;
  /** Apply pending migrations before returning (default true: the server always starts on the current schema). */
  migrate?: boolean;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** PGlite under DATA_DIR/pglite unless DATABASE_URL points at PostgreSQL; same schema and migrations for both. */
export async function openDatabase(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(options.inMemory ? undefined : path.join(config.dataDir, 'pglite'));
  if (options.migrate !== false) {
    try {
      await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  const client = await createPglite(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) {
        await client.close();
      }
    },
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    close: async () => {
      if (!closed) {
        closed = true;
        await pool.end();
      }
    },
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // The migrators only differ by driver type; both read the same drizzle-kit folder.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
