import { EDIT_TOKEN_HEADER } from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, useTestApp } from '../../testing/test-app.ts';
import { createApiKey } from './api-key.service.ts';
import { WebhookSecrets } from './webhooks/webhook-secrets.ts';

/**
 * Issue 23, item 4: a job made through /api/v1 is not readable through the public /api routes by its id alone.
 * Rows aim at 127.0.0.1:9, refused by the default address policy (no traffic leaves, none is needed).
 */
describe('public /api routes on a job made through /api/v1', () => {
  const t = useTestApp();

  async function v1Job(apiKey: string): Promise<string> {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/v1/jobs',
      headers: { authorization: `Bearer ${apiKey}` },
      payload: { rows: [{ imageUrl: 'http://127.0.0.1:9/a.jpg' }] },
    });
    expect(res.statusCode).toBe(202);
    return res.json<{ id: string }>().id;
  }

  it('needs the owning key or the admin; the id alone or another key reads as an unknown job', async () => {
    const secrets = await WebhookSecrets.load(t().deps.config.dataDir);
    const owner = await createApiKey(t().deps.db, secrets, { name: 'owner', plan: 'pro' });
    const other = await createApiKey(t().deps.db, secrets, { name: 'other', plan: 'pro' });
    const jobId = await v1Job(owner.apiKey);
    const login = await t().app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
    const adminToken = login.json<{ token: string }>().token;
    for (const path of [`/api/progress/${jobId}`, `/api/results/${jobId}`]) {
      const anonymous = await t().app.inject({ url: path });
      expect([path, anonymous.statusCode, anonymous.json().error]).toEqual([path, 404, 'Job not found']);
      const stranger = await t().app.inject({ url: path, headers: { authorization: `Bearer ${other.apiKey}` } });
      expect([path, stranger.statusCode]).toEqual([path, 404]);
      const forged = await t().app.inject({ url: path, headers: { [EDIT_TOKEN_HEADER]: 'A'.repeat(43) } });
      expect([path, forged.statusCode]).toEqual([path, 404]);
      const owned = await t().app.inject({ url: path, headers: { authorization: `Bearer ${owner.apiKey}` } });
      const admin = await t().app.inject({ url: path, headers: { 'x-admin-token': adminToken } });
      expect([path, owned.statusCode, admin.statusCode]).toEqual([path, 200, 200]);
    }
  });

  it("serves a v1 job's file through /api/download only to the owning key or the admin", async () => {
    const secrets = await WebhookSecrets.load(t().deps.config.dataDir);
    const owner = await createApiKey(t().deps.db, secrets, { name: 'file owner', plan: 'pro' });
    const jobId = await v1Job(owner.apiKey);
    const byOwner = { authorization: `Bearer ${owner.apiKey}` };
    for (let i = 0; i < 200; i += 1) {
      const progress = await t().app.inject({ url: `/api/progress/${jobId}`, headers: byOwner });
      if (progress.json<{ status: string }>().status === 'completed') {
        break;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    const path = `/api/download/${jobId}`;
    const anonymous = await t().app.inject({ url: path });
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([404, 'Job not found']);
    const login = await t().app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
    const admin = await t().app.inject({ url: path, headers: { 'x-admin-token': login.json<{ token: string }>().token } });
    const owned = await t().app.inject({ url: path, headers: byOwner });
    expect([owned.statusCode, admin.statusCode]).toEqual([200, 200]);
  });

  it('leaves a job made in the web tool readable by its id, as its link', async () => {
    const csv = 'Shopify_URL\nhttp://127.0.0.1:9/a.jpg\n';
    const boundary = '----loopback';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="mode"\r\n\r\nsimple\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/process-excel',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(created.statusCode).toBe(200);
    const { jobId } = created.json<{ jobId: string }>();
    expect((await t().app.inject({ url: `/api/progress/${jobId}` })).statusCode).toBe(200);
  });
});

describe('whole-job result reads per client (RATE_LIMIT_RESULTS_PER_MINUTE)', () => {
  const t = useTestApp({ RATE_LIMIT_RESULTS_PER_MINUTE: '3' });

  it('answers the 4th read in a minute from one address 429 with Retry-After; another address still reads', async () => {
    const secrets = await WebhookSecrets.load(t().deps.config.dataDir);
    const owner = await createApiKey(t().deps.db, secrets, { name: 'reader', plan: 'pro' });
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/v1/jobs',
      headers: { authorization: `Bearer ${owner.apiKey}` },
      payload: { rows: [{ imageUrl: 'http://127.0.0.1:9/a.jpg' }] },
    });
    const jobId = res.json<{ id: string }>().id;
    const read = (remoteAddress: string) =>
      t().app.inject({ url: `/api/results/${jobId}`, remoteAddress, headers: { authorization: `Bearer ${owner.apiKey}` } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await read('127.0.0.5')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await read('127.0.0.5');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read('127.0.0.6')).statusCode).toBe(200);
  });
});
