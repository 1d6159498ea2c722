import type { ResultsPage, ResultsResponse, ReviewFilter } from '@alt-optimizer/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertJobWithRows } from '../../core/jobs/job.repository.ts';
import type { NewJobResult } from '../../core/jobs/result.repository.ts';
import { useTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Issue 23, item 4: GET /api/results/{jobId} answers a summary that stays small and the first page of rows; the rest
 * is read a keyset page at a time from …/rows, in sheet order. Jobs are written straight to the database (finished
 * rows only, so the runner has nothing to fetch): no image is needed, no traffic leaves the process.
 */

/** Row r of a job: two images on every 7th row, one of three rows flagged, one of five failed (inserted out of order). */
function jobRows(count: number): NewJobResult[] {
  const rows: NewJobResult[] = [];
  for (let rowIndex = count - 1; rowIndex >= 0; rowIndex -= 1) {
    for (let imageIndex = rowIndex % 7 === 0 ? 1 : 0; imageIndex >= 0; imageIndex -= 1) {
      const failed = rowIndex % 5 === 0;
      rows.push({
        rowIndex,
        imageIndex,
        title: `Product ${rowIndex}`,
        shopifyUrl: `https://shop.test/${rowIndex}-${imageIndex}.jpg`,
        processingStatus: failed ? 'failed' : 'success',
        errorMessage: failed ? (rowIndex % 10 === 0 ? 'Image not found (404)' : 'Image host unreachable') : null,
        generatedAlt: failed ? null : `Alt text of product ${rowIndex} image ${imageIndex}`,
        characterCount: failed ? 0 : `Alt text of product ${rowIndex} image ${imageIndex}`.length,
        needsReview: !failed && rowIndex % 3 === 0,
        violations: [],
      });
    }
  }
  return rows;
}

const key = (r: { title: string; shopifyUrl: string }) => r.shopifyUrl.slice('https://shop.test/'.length, -'.jpg'.length);

async function readAll(t: TestApp, jobId: string, filter: ReviewFilter, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 1000; pages += 1) {
    const query: URLSearchParams = new URLSearchParams({ filter, limit: String(limit), ...(after ? { after } : {}) });
    const res: { statusCode: number; body: string; json: <T>() => T } = await t.app.inject({ url: `/api/results/${jobId}/rows?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const page: ResultsPage = res.json<ResultsPage>();
    expect(page.results.length).toBeLessThanOrEqual(limit);
    seen.push(...page.results.map(key));
    after = page.nextCursor;
    if (!after) {
      return seen;
    }
  }
  throw new Error('paging never ended');
}

describe('GET /api/results: summary and keyset pages', () => {
  const t = useTestApp({ RATE_LIMIT_RESULTS_PER_MINUTE: '0' });

  it('pages every row once in sheet order, for each review filter, however the pages are cut', async () => {
    const rows = jobRows(1000);
    const job = await insertJobWithRows(t().deps.db, { originalFileName: 'big.csv', status: 'completed' }, rows);
    const sheet = [...rows].sort((a, b) => a.rowIndex - b.rowIndex || (a.imageIndex ?? 0) - (b.imageIndex ?? 0));
    const expected = (keep: (r: NewJobResult) => boolean) =>
      sheet.filter(keep).map((r) => key({ title: '', shopifyUrl: r.shopifyUrl ?? '' }));
    for (const limit of [3, 97, 500]) {
      expect(await readAll(t(), job.id, 'all', limit)).toEqual(expected(() => true));
    }
    expect(await readAll(t(), job.id, 'review', 40)).toEqual(expected((r) => r.needsReview === true));
    expect(await readAll(t(), job.id, 'failed', 40)).toEqual(expected((r) => r.processingStatus === 'failed'));
    expect(expected(() => true)).toHaveLength(1143);

    // The first read: the summary with the first page, which the next pages continue without a gap.
    const first = (await t().app.inject({ url: `/api/results/${job.id}` })).json<ResultsResponse>();
    expect(first.results.map(key)).toEqual(expected(() => true).slice(0, 100));
    const next = (await t().app.inject({ url: `/api/results/${job.id}/rows?after=${first.nextCursor}` })).json<ResultsPage>();
    expect(next.results.map(key)).toEqual(expected(() => true).slice(100, 200));
  });

  it('keeps its place when rows before the cursor change: a row approved after it was read is not read again', async () => {
    const job = await insertJobWithRows(t().deps.db, { originalFileName: 'review.csv', status: 'completed' }, jobRows(60));
    const firstRes = await t().app.inject({ url: `/api/results/${job.id}/rows?filter=review&limit=5` });
    const first = firstRes.json<ResultsPage>();
    // Rows of the first page change (cleared flags, as Approve does): the next page starts after them all the same.
    await t().deps.db.execute(sql`update product_results set needs_review = false where job_id = ${job.id} and row_index < 12`);
    const second = (
      await t().app.inject({ url: `/api/results/${job.id}/rows?filter=review&limit=5&after=${first.nextCursor}` })
    ).json<ResultsPage>();
    expect(first.results.map(key)).toEqual(['3-0', '6-0', '9-0', '12-0', '18-0']);
    expect(second.results.map(key)).toEqual(['21-0', '21-1', '24-0', '27-0', '33-0']);
  });

  it('answers a summary that stays small: a 20,000-row job’s first read is a few tens of kilobytes, its counts right', async () => {
    const rows = jobRows(20_000);
    const job = await insertJobWithRows(t().deps.db, { originalFileName: '20k.csv', status: 'completed' }, rows);
    const res = await t().app.inject({ url: `/api/results/${job.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(64_000);
    const s = res.json<ResultsResponse>();
    const failed = rows.filter((r) => r.processingStatus === 'failed').length;
    expect(s.statusCounts).toEqual({ success: rows.length - failed, failed, skipped: 0, pending: 0 });
    expect(s.needsReviewCount).toBe(rows.filter((r) => r.needsReview).length);
    expect(s.failureMessages).toEqual([
      { message: 'Image not found (404)', count: rows.filter((r) => r.errorMessage === 'Image not found (404)').length },
      { message: 'Image host unreachable', count: rows.filter((r) => r.errorMessage === 'Image host unreachable').length },
    ]);
    expect(s.results).toHaveLength(100);
    expect(s.nextCursor).not.toBeNull();
  });

  it('refuses a cursor it never answered and a page over the cap, in the reader’s language', async () => {
    const job = await insertJobWithRows(t().deps.db, { originalFileName: 'bad.csv', status: 'completed' }, jobRows(3));
    for (const query of ['after=1', 'after=x.y', 'limit=501', 'limit=0', 'filter=nope']) {
      const res = await t().app.inject({ url: `/api/results/${job.id}/rows?${query}` });
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
    const fr = await t().app.inject({ url: `/api/results/${job.id}/rows?after=1`, headers: { 'accept-language': 'fr' } });
    expect(fr.json<{ error: string }>().error).toMatch(/^Page de résultats non valide/);
    const unknown = await t().app.inject({ url: `/api/results/00000000-0000-4000-8000-000000000000/rows` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('result pages per client (RATE_LIMIT_RESULTS_PER_MINUTE)', () => {
  const t = useTestApp({ RATE_LIMIT_RESULTS_PER_MINUTE: '3' });

  it('answers the 4th page in a minute from one address 429 with Retry-After; another address still reads', async () => {
    const job = await insertJobWithRows(t().deps.db, { originalFileName: 'rl.csv', status: 'completed' }, jobRows(10));
    const read = (remoteAddress: string) => t().app.inject({ url: `/api/results/${job.id}/rows?limit=2`, remoteAddress });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await read('127.0.0.7')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number((await read('127.0.0.7')).headers['retry-after'])).toBeGreaterThan(0);
    expect((await read('127.0.0.8')).statusCode).toBe(200);
  });
});
