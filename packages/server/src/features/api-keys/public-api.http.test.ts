import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  API_KEY_PREFIX,
  API_V1_HEADERS,
  apiKeyListResponseSchema,
  apiV1AltTextResponseSchema,
  apiV1JobSchema,
  apiV1ResultsPageSchema,
  apiV1WebhookEventSchema,
  type ApiV1Job,
} from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
import { startImageServer, until } from '../../testing/bulk-fixtures.ts';
import { evalImage } from '../../testing/images.ts';
import { useStarted } from '../../testing/lifecycle.ts';
import { callV1, KeyAdmin, signatureMatches, startWebhookReceiver } from '../../testing/public-api.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';

const PASSWORD = 'public api test password';

function imageForm(): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(evalImage('g0001.jpg'))], { type: 'image/jpeg' }), 'g0001.jpg');
  form.append('title', 'Leather weekend bag');
  form.append('keywords', JSON.stringify(['leather']));
  return form;
}

/** The real server process (PGlite, loopback image and webhook servers allowed), an admin, a photo server, a receiver. */
const world = useStarted('public API world', async (defer) => {
  const images = await startImageServer();
  defer(() => images.close());
  const receiver = await startWebhookReceiver();
  defer(() => receiver.close());
  // Private addresses open for 127.0.0.1 only: the test's own image server and receiver, nothing else.
  const env = { ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32', ENGINE_WORKERS: '0', ADMIN_PASSWORD: PASSWORD };
  let server: ServerProcess = await startServerProcess({ env });
  const { dataDir } = server;
  defer(() => rm(dataDir, { recursive: true, force: true }));
  defer(() => server.stop());
  const admin = await KeyAdmin.login(() => server, PASSWORD);
  /** Stops the server and starts it again on the same DATA_DIR (PGlite): what a restart keeps. */
  const restart = async (): Promise<void> => {
    server.child.kill('SIGTERM');
    await server.exited;
    server = await startServerProcess({ env, dataDir });
  };
  return { images, receiver, admin, server: () => server, restart };
});

describe('API key lifecycle over HTTP', () => {
  it('creates a key shown once, uses it, lists its usage, revokes it, then answers 401', async () => {
    const { admin, server } = world();
    const created = await admin.create('pro', 'Agency site');
    expect(created.apiKey.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(created.key.prefix.endsWith('…')).toBe(true);
    expect(created.apiKey.startsWith(created.key.prefix.slice(0, -1))).toBe(true);

    const used = await callV1(server(), '/alt-text', { key: created.apiKey, form: imageForm() });
    expect(used.status).toBe(200);
    const alt = apiV1AltTextResponseSchema.strict().parse(used.body);
    expect(alt.altTag.length).toBeGreaterThan(0);
    expect(used.headers.get('ratelimit-limit')).toBe('10000');
    expect(used.headers.get('ratelimit-remaining')).toBe('9999');

    const list = apiKeyListResponseSchema.parse((await admin.call('GET', '')).body);
    const listed = list.keys.find((k) => k.id === created.key.id)!;
    expect(listed.usedToday).toBe(1);
    expect(listed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list)).not.toContain(created.apiKey);

    expect((await admin.call('POST', `/${created.key.id}/revoke`)).status).toBe(200);
    const refused = await callV1(server(), '/alt-text', { key: created.apiKey, form: imageForm() });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, error: expect.stringContaining('revoked') });
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('tells a missing, a malformed and an unknown key apart, in French too', async () => {
    const { server } = world();
    const missing = await callV1(server(), '/alt-text', { form: imageForm() });
    expect([missing.status, (missing.body as { error: string }).error]).toEqual([401, expect.stringContaining('Authorization: Bearer')]);
    const malformed = await callV1(server(), '/alt-text', { authorization: 'Bearer sk-not-ours', form: imageForm() });
    expect([malformed.status, (malformed.body as { error: string }).error]).toEqual([401, expect.stringContaining('Malformed')]);
    const basic = await callV1(server(), '/jobs/x', { authorization: 'Basic dXNlcjpwYXNz' });
    expect(basic.status).toBe(401);
    const unknown = await callV1(server(), '/alt-text', {
      key: `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`,
      headers: { 'accept-language': 'fr' },
      form: imageForm(),
    });
    expect([unknown.status, (unknown.body as { error: string }).error]).toEqual([401, "Clé d'API inconnue"]);
  });
});

describe('daily quota of a free key', () => {
  it('answers the 101st request of the day 429 with Retry-After, and still after a restart', async () => {
    const { admin, server, images, restart } = world();
    const free = await admin.create('free', 'Free tier');
    // The first request is a real analysis (1 of 100). A call that writes no alt gives its unit back (issue 24), so the
    // rest of the day is spent by a job of 99 images: a job counts its images when it is accepted.
    const first = await callV1(server(), '/alt-text', { key: free.apiKey, form: imageForm() });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('99');
    const refunded = await callV1(server(), '/alt-text', { key: free.apiKey, json: { imageUrl: `${images.base}/missing.jpg` } });
    expect(refunded.status).toBe(400);
    const rows = Array.from({ length: 99 }, (_, i) => ({ imageUrl: `${images.base}/img/g0002.jpg`, productId: `P${i}` }));
    const filler = await callV1(server(), '/jobs', { key: free.apiKey, json: { rows } });
    expect(filler.status).toBeLessThan(300);
    expect(filler.headers.get('ratelimit-remaining')).toBe('0');
    const over = await callV1(server(), '/alt-text', { key: free.apiKey, form: imageForm() });
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(over.headers.get('ratelimit-policy')).toBe('100;w=86400');
    expect((over.body as { error: string }).error).toContain('100');

    // A job of two images does not fit in what is left either.
    const job = await callV1(server(), '/jobs', { key: free.apiKey, json: { rows: [{ imageUrl: `${images.base}/img/g0002.jpg` }] } });
    expect(job.status).toBe(429);

    await restart();
    const afterRestart = await callV1(server(), '/alt-text', { key: free.apiKey, form: imageForm() });
    expect(afterRestart.status).toBe(429);
  }, 300_000);
});

describe('bulk jobs through the API', () => {
  it('creates a job once per Idempotency-Key, pages its results, serves its file and calls back, signed', async () => {
    const { admin, server, images, receiver } = world();
    const key = await admin.create('pro', 'Catalogue sync');
    const body = {
      rows: [
        { imageUrl: `${images.base}/img/g0002.jpg`, productId: 'SKU-1', title: 'Canvas tote' },
        { imageUrl: `${images.base}/missing.jpg`, productId: 'SKU-2', title: 'Ghost product' },
      ],
      language: 'fr',
      callbackUrl: receiver.url,
    };
    const headers = { [API_V1_HEADERS.idempotencyKey]: 'sync-2026-11-23' };
    const first = await callV1<ApiV1Job>(server(), '/jobs', { key: key.apiKey, json: body, headers });
    expect(first.status).toBe(202);
    const job = apiV1JobSchema.parse(first.body);
    expect(first.headers.get('location')).toBe(`/api/v1/jobs/${job.id}`);
    expect(job.totalImages).toBe(2);

    const again = await callV1<ApiV1Job>(server(), '/jobs', { key: key.apiKey, json: body, headers });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(job.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    const other = await admin.create('pro', 'Someone else');
    expect((await callV1(server(), `/jobs/${job.id}`, { key: other.apiKey })).status).toBe(404);

    const done = await until(
      async () => {
        const res = await callV1<ApiV1Job>(server(), `/jobs/${job.id}`, { key: key.apiKey });
        return res.body.status === 'completed' ? apiV1JobSchema.parse(res.body) : undefined;
      },
      180_000,
      'the API job to complete',
    );
    expect([done.successfulImages, done.failedImages]).toEqual([1, 1]);
    // Both images were charged when the job was accepted, once (the replay charged nothing); the failed one is given
    // back (issue 24 item 7).
    const listed = apiKeyListResponseSchema.parse((await world().admin.call('GET', '')).body).keys.find((k) => k.id === key.key.id)!;
    expect(listed.usedToday).toBe(1);

    const page = apiV1ResultsPageSchema.parse(
      (await callV1(server(), `/jobs/${job.id}/results?page=2&pageSize=1`, { key: key.apiKey })).body,
    );
    expect([page.totalResults, page.totalPages, page.results.length]).toEqual([2, 2, 1]);
    expect(page.results[0]).toMatchObject({ productId: 'SKU-2', status: 'failed', altTag: null });

    const file = await callV1<string>(server(), `/jobs/${job.id}/download`, { key: key.apiKey });
    expect(file.status).toBe(200);
    expect(file.body).toContain('SKU-1');

    const delivery = await until(async () => receiver.received[0], 30_000, 'the webhook');
    expect(delivery.headers[API_V1_HEADERS.webhookEvent]).toBe('job.completed');
    expect(signatureMatches(key.webhookSecret, delivery.headers[API_V1_HEADERS.webhookSignature] as string, delivery.body)).toBe(true);
    expect(signatureMatches(other.webhookSecret, delivery.headers[API_V1_HEADERS.webhookSignature] as string, delivery.body)).toBe(false);
    const event = apiV1WebhookEventSchema.parse(JSON.parse(delivery.body));
    expect(event.job).toMatchObject({ id: job.id, status: 'completed', successfulImages: 1 });
  }, 240_000);

  // The refused address is a loopback one outside ALLOW_PRIVATE_IMAGE_URLS (127.0.0.2); cloud metadata under every
  // policy is proven by the policy unit tests (core/net/ip-policy.test.ts), never through a live server.
  it('refuses a callback URL on an address the private-address list does not open', async () => {
    const { admin, server, images } = world();
    const key = await admin.create('bulk', 'Unlimited');
    const res = await callV1(server(), '/jobs', {
      key: key.apiKey,
      json: { rows: [{ imageUrl: `${images.base}/img/g0003.jpg` }], callbackUrl: 'http://127.0.0.2:9/latest/meta-data' },
    });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toContain('callbackUrl');
    expect(res.headers.get('ratelimit-limit')).toBeNull();
  });
});
