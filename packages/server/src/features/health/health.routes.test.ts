import { healthResponseSchema } from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
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
