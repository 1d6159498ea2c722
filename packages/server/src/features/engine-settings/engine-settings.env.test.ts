import { engineSettingsSchema } from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, useTestApp } from '../../testing/test-app.ts';

/** ALT_AI_PROVIDER naming a vision model wins: the dashboard shows it read-only and may only store a price per image. */
describe('engine settings set by the environment', () => {
  const t = useTestApp({ ALT_AI_PROVIDER: 'openai-compatible', ALT_AI_BASE_URL: 'http://127.0.0.1:9/v1', ALT_AI_MODEL: 'llava:13b' });

  async function token(): Promise<string> {
    const res = await t().app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
    return (res.json() as { token: string }).token;
  }

  it('shows the environment read-only and keeps it when a form is saved; only the price is stored', async () => {
    const headers = { 'x-admin-token': await token() };
    const view = engineSettingsSchema.parse((await t().app.inject({ method: 'GET', url: '/api/admin/engine-settings', headers })).json());
    expect(view).toMatchObject({ source: 'env', provider: 'openai-compatible', model: 'llava:13b', apiKeySet: false, canStoreKey: false });

    const saved = await t().app.inject({
      method: 'PUT',
      url: '/api/admin/engine-settings',
      headers,
      payload: { provider: 'local', pricePerImageUsd: 0.01 },
    });
    expect(saved.statusCode).toBe(200);
    expect(engineSettingsSchema.parse(saved.json())).toMatchObject({
      source: 'env',
      provider: 'openai-compatible',
      pricePerImageUsd: 0.01,
    });
  });

  it('refuses a bad body with the field named, and every admin route without a session', async () => {
    const headers = { 'x-admin-token': await token(), 'accept-language': 'fr' };
    const bad = await t().app.inject({ method: 'PUT', url: '/api/admin/engine-settings', headers, payload: { provider: 'ollama' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Réglages du moteur IA non valides\u202f: provider/);
    for (const [method, url] of [
      ['GET', '/api/admin/engine-settings'],
      ['PUT', '/api/admin/engine-settings'],
      ['POST', '/api/admin/engine-settings/test'],
    ] as const) {
      expect((await t().app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
  });
});
