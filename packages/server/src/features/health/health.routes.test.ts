import { healthResponseSchema, readyResponseSchema } from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
import { Readiness } from '../../core/readiness.ts';
import { APP_VERSION } from '../../core/version.ts';
import { useTestApp } from '../../testing/test-app.ts';

const testApp = useTestApp();

describe('GET /api/health', () => {
  it('reports version, engine and database kind', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body).toEqual({ status: 'ok', version: APP_VERSION, engine: testApp().deps.engine.name, db: 'pglite' });
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    // Read from the root package.json, not the fallback.
    expect(APP_VERSION).not.toBe('0.0.0');
  });
});

describe('GET /api/ready', () => {
  it('is ready in the embedded mode (no Redis to ask), and not ready once the process drains', async () => {
    const { app, deps } = testApp();
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(readyResponseSchema.parse(res.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'unused', engine: 'ok', process: 'ok' },
    });
    deps.readiness = new Readiness();
    deps.readiness.draining = true;
    const draining = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'not ready', checks: { process: 'draining' } });
    deps.readiness = undefined;
  });
});
