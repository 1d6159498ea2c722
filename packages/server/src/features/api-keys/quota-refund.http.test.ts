import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiV1Job } from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
import { until } from '../../testing/bulk-fixtures.ts';
import { useStarted } from '../../testing/lifecycle.ts';
import { multipartBody, startOnFreshDatabase } from '../../testing/test-app.ts';
import { createApiKey } from './api-key.service.ts';
import { usageOn } from './api-key.repository.ts';
import { quotaDay } from './quota-day.ts';
import { WebhookSecrets } from './webhooks/webhook-secrets.ts';

/**
 * Issue 24 item 7: a public API job's failed images use no quota. The app runs with the default address policy: the
 * sample catalogue's photo (read from the app's folder) gives an alt, 127.0.0.1:9 is refused while the job runs, and
 * a cell that is no URL is refused at import. Nothing leaves the machine.
 */
const started = useStarted('quota app', async (defer) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quota-refund-'));
  defer(() => rm(dataDir, { recursive: true, force: true }));
  return startOnFreshDatabase(defer, 'pglite', { DATA_DIR: dataDir });
});

describe('POST /api/v1/jobs quota', () => {
  it('charges the images that got an alt only: failed at import or while running, they are given back', async () => {
    const { app, deps } = started();
    const key = await createApiKey(deps.db, await WebhookSecrets.load(deps.config.dataDir), { name: 'refunds', plan: 'free' });
    const csv = [
      'Shopify_URL',
      'http://localhost:5000/api/sample-catalogue/gym-tee.jpg',
      'http://127.0.0.1:9/refused.jpg',
      'not a url',
      'http://localhost:5000/api/sample-catalogue/duffle-bag.jpg',
    ].join('\n');
    const body = multipartBody([
      { name: 'mode', value: 'simple' },
      { name: 'file', filename: 'rows.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    ]);
    const headers = { ...body.headers, authorization: `Bearer ${key.apiKey}` };
    const created = await app.inject({ method: 'POST', url: '/api/v1/jobs', payload: body.payload, headers });
    expect(created.statusCode, created.body).toBe(202);
    // Charged when accepted: a job counts its images (4 of the free plan's 100); the failed ones are given back below.
    expect(created.headers['ratelimit-remaining']).toBe('96');
    const { id } = created.json<ApiV1Job>();
    const job = await until(
      async () => {
        const res = await app.inject({ url: `/api/v1/jobs/${id}`, headers: { authorization: `Bearer ${key.apiKey}` } });
        const answer = res.json<ApiV1Job>();
        return answer.status === 'completed' ? answer : undefined;
      },
      180_000,
      'the job',
    );
    expect(job).toMatchObject({ totalImages: 4, successfulImages: 2, failedImages: 2 });
    expect(await usageOn(deps.db, key.key.id, quotaDay(new Date()))).toBe(2);
  }, 240_000);
});
