import { healthResponseSchema } from '@alt-optimizer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../core/version.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/databases.ts';
import { closeSharedEngine, startTestApp, type TestApp } from '../../testing/test-app.ts';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  t = await startTestApp(database);
});

afterAll(async () => {
  await t.app.close();
  await database.dispose();
  await closeSharedEngine();
});

describe('GET /api/health', () => {
  it('reports version, engine and database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body).toEqual({ status: 'ok', version: APP_VERSION, engine: t.deps.engine.name, db: 'pglite' });
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    // Read from the root package.json, not the fallback.
    expect(APP_VERSION).not.toBe('0.0.0');
  });
});

