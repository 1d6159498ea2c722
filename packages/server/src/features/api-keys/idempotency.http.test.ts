import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { until } from '../../testing/bulk-fixtures.ts';
import { describeEachDatabase } from '../../testing/databases.ts';
import { closeSharedEngine, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createApiKey } from './api-key.service.ts';
import { usageOn } from './api-key.repository.ts';
import { quotaDay } from './quota-day.ts';
import { WebhookSecrets } from './webhooks/webhook-secrets.ts';

afterAll(async () => {
  await closeSharedEngine();
});

/**
 * Issue 23, item 2: 20 parallel POST /api/v1/jobs over TCP with one Idempotency-Key create one job, charge it once,
 * and answer its id to all 20. Rows aim at 127.0.0.1:9, refused by the default address policy (no traffic leaves).
 */
await describeEachDatabase('Idempotency-Key under a parallel burst', (get) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp(get());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function jobsCreated(): Promise<number> {
    const rows = await t.deps.db.execute<{ n: number | string }>(sql`select count(*) as n from processing_jobs`);
    const list = Array.isArray(rows) ? rows : (rows as unknown as { rows: { n: number | string }[] }).rows;
    return Number(list[0]!.n);
  }

  it('20 parallel requests with one key create exactly one job and charge it once', async () => {
    const key = await createApiKey(t.deps.db, await WebhookSecrets.load(t.deps.config.dataDir), { name: 'burst', plan: 'pro' });
    const before = await jobsCreated();
    const rows = [{ imageUrl: 'http://127.0.0.1:9/a.jpg' }, { imageUrl: 'http://127.0.0.1:9/b.jpg' }];
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${base}/api/v1/jobs`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key.apiKey}`, 'content-type': 'application/json', 'idempotency-key': 'burst-1' },
          body: JSON.stringify({ rows }),
        });
        return { status: res.status, body: (await res.json()) as { id?: string } };
      }),
    );
    const created = (await jobsCreated()) - before;
    process.stdout.write(`[${get().kind}] 20 parallel POST /api/v1/jobs, one Idempotency-Key: ${created} job(s) created\n`);
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(18).fill(200), 202].sort());
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(created).toBe(1);
    // Charged once: both rows fail (the address is refused) and are given back once (issue 24 item 7), so the day's
    // count goes back to 0; a second charge would leave 2.
    const id = answers[0]!.body.id!;
    await until(
      async () => {
        const job = await fetch(`${base}/api/v1/jobs/${id}`, { headers: { authorization: `Bearer ${key.apiKey}` } });
        return ((await job.json()) as { status: string }).status === 'completed' ? true : undefined;
      },
      60_000,
      'the burst job',
    );
    expect(await usageOn(t.deps.db, key.key.id, quotaDay(new Date()))).toBe(0);
  }, 120_000);
});
