import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../core/config.ts';
import { SecretBox } from '../../core/secrets/secret-box.ts';
import { startWooStandIn, type WooStandIn } from '../../testing/store-stand-ins/index.ts';
import { TEST_ADMIN_PASSWORD, useTestApp, type TestApp } from '../../testing/test-app.ts';

async function adminToken(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
  return (res.json() as { token: string }).token;
}

describe('CONNECTOR_SECRET_KEY', () => {
  it('is read as 32 bytes of hex or base64, and a bad one stops the start with the reason', () => {
    const key = randomBytes(32);
    const parsed = parseConfig({ CONNECTOR_SECRET_KEY: key.toString('base64') });
    expect(parsed.ok && parsed.config.secretKey?.equals(key)).toBe(true);
    const bad = parseConfig({ CONNECTOR_SECRET_KEY: 'my secret' });
    expect(bad.ok ? [] : bad.errors).toEqual([expect.stringContaining('CONNECTOR_SECRET_KEY: expected 32 random bytes')]);
    const unset = parseConfig({});
    expect(unset.ok && unset.config.secretKey).toBe(null);
  });
});

describe('without CONNECTOR_SECRET_KEY', () => {
  const t = useTestApp();

  it('refuses every connector action with a message saying how to turn them on', async () => {
    const token = await adminToken(t());
    const headers = { 'x-admin-token': token };
    const create = await t().app.inject({
      method: 'POST',
      url: '/api/connectors/connections',
      headers,
      payload: { platform: 'shopify', storeUrl: 'my-shop', accessToken: 'shpat_x' },
    });
    expect(create.statusCode).toBe(503);
    expect(create.json()).toMatchObject({ code: 'connectorKeyMissing', error: expect.stringContaining('Set CONNECTOR_SECRET_KEY') });
    const list = await t().app.inject({
      method: 'GET',
      url: '/api/connectors/connections',
      headers: { ...headers, 'accept-language': 'fr' },
    });
    expect(list.json()).toMatchObject({ code: 'connectorKeyMissing', error: expect.stringContaining('Définissez CONNECTOR_SECRET_KEY') });
  });

  it('answers a visitor 401 before anything else', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/connectors/connections' });
    expect(res.statusCode).toBe(401);
  });
});

describe('with CONNECTOR_SECRET_KEY', () => {
  const key = randomBytes(32);
  const t = useTestApp({ CONNECTOR_SECRET_KEY: key.toString('hex'), ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });
  let store: WooStandIn;
  beforeAll(async () => {
    store = await startWooStandIn({ products: 2 });
  });
  afterAll(() => store.close());

  it('stores the application password sealed, never in clear', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/connectors/connections',
      headers: { 'x-admin-token': await adminToken(t()) },
      payload: {
        platform: 'woocommerce',
        storeUrl: `${store.url}/wp-admin/`,
        username: store.username,
        accessToken: store.applicationPassword,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ connection: { storeUrl: store.url, username: store.username } });
    const rows = await t().deps.db.execute(sql`select * from connector_connections`);
    const [row] = (rows as unknown as { rows: Array<Record<string, unknown>> }).rows;
    expect(JSON.stringify(row)).not.toContain(store.applicationPassword);
    expect(new SecretBox(key).open(String(row!.token_sealed))).toBe(store.applicationPassword);
  });

  it('answers 404 for ids that do not exist, malformed or not', async () => {
    const headers = { 'x-admin-token': await adminToken(t()) };
    for (const url of ['/api/connectors/runs/nope', `/api/connectors/runs/${crypto.randomUUID()}`, '/api/connectors/publications/x']) {
      const res = await t().app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
