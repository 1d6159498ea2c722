import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DbKind } from '../core/db/client.ts';

/** PostgreSQL used by tests; CI provides it, a laptop may not. */
export const PG_TEST_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let reachable: Promise<boolean> | undefined;

export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: PG_TEST_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes and deletes whatever the test created. */
  dispose(): Promise<void>;
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database. PostgreSQL gets a throw-away database per call rather than a schema, because
 * drizzle-kit writes foreign keys as "public"."table", which a search_path cannot redirect.
 */
export async function openTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: '', databaseUrl: undefined }, { inMemory: true });
    return { ...handle, dispose: () => handle.close() };
  }
  const created = await createPostgresDatabase();
  const handle = await openDatabase({ dataDir: '', databaseUrl: created.url });
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/** An empty throw-away PostgreSQL database (not migrated: a server process started on it migrates it), and its DROP. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `alt_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * Runs `body` once per database kind with a fresh migrated database for each. PostgreSQL is reported as
 * skipped (not silently dropped) when unreachable. Await it at the top level of a test file.
 */
export async function describeEachDatabase(title: string, body: (get: () => TestDatabase) => void): Promise<void> {
  const { describe, beforeAll, afterAll } = await import('vitest');
  const pgOk = await postgresReachable();
  for (const kind of ['pglite', 'postgres'] as const) {
    describe.skipIf(kind === 'postgres' && !pgOk)(`${title} [${kind}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await database?.dispose();
      });
      body(() => {
        if (!database) {
          throw new Error('test database not opened yet');
        }
        return database;
      });
    });
  }
}
