import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDIT_TOKEN_HEADER, LIMITS, resultRowResponseSchema, resultThumbnailPath, type ResultsResponse } from '@alt-optimizer/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, startImageServer, until, type ImageServer } from '../../../testing/bulk-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../../../testing/databases.ts';
import { closeSharedEngine, multipartBody, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../testing/test-app.ts';

let images: ImageServer;
let dataDir: string;
let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  images = await startImageServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'review-it-'));
  database = await openTestDatabase('pglite');
  t = await startTestApp(database, { DATA_DIR: dataDir, ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });
});
afterAll(async () => {
  await t.app.close();
  await database.dispose();
  await closeSharedEngine();
  await images.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = () => ({ app: t.app, images, img: (n: number) => `${images.base}/img/g${String(n).padStart(4, '0')}.jpg` });

/** Uploads a CSV in simple mode and waits for the job to complete. */
async function runCsvJob(csv: string): Promise<{ jobId: string; editToken: string; results: ResultsResponse }> {
  const body = multipartBody([
    { name: 'mode', value: 'simple' },
    { name: 'file', filename: 'urls.csv', contentType: 'text/csv', data: Buffer.from(csv) },
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/process-excel', ...body });
  expect(res.statusCode, res.body).toBe(200);
  const { jobId, editToken } = res.json<{ jobId: string; editToken: string }>();
  await until(
    async () =>
      (await t.app.inject({ url: `/api/progress/${jobId}` })).json<{ status: string }>().status === 'completed' ? true : undefined,
    180_000,
    `job ${jobId}`,
  );
  return { jobId, editToken, results: (await t.app.inject({ url: `/api/results/${jobId}` })).json<ResultsResponse>() };
}

/** A two-row simple-mode CSV: one photo, one URL that answers 404. */
async function twoRowJob() {
  const { img, images } = get();
  const run = await runCsvJob(`Shopify_URL\n${img(1)}\n${images.base}/missing.jpg\n`);
  const [photo, missing] = run.results.results;
  expect(photo?.processingStatus).toBe('success');
  expect(missing?.processingStatus).toBe('failed');
  // The header every change to the job's rows needs (the browser that created the job sends it).
  const edit = { [EDIT_TOKEN_HEADER]: run.editToken };
  return { jobId: run.jobId, edit, photo: photo!, missing: missing! };
}

describe('review routes', () => {
  it('serves a small WebP thumbnail of a row through our server, made once; a failed row has none and is not fetched again', async () => {
    const { app, images } = get();
    const { jobId, edit, photo, missing } = await twoRowJob();
    const asked = (p: string) => images.log.filter((l) => l.path === p).length;
    const before = asked('/img/g0001.jpg');

    const res = await app.inject({ url: resultThumbnailPath(jobId, photo.id), headers: edit });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(LIMITS.thumbnailMaxPx);
    expect(asked('/img/g0001.jpg')).toBe(before + 1);

    // Cached on disk: the merchant's host is not asked twice.
    const again = await app.inject({ url: resultThumbnailPath(jobId, photo.id), headers: edit });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(asked('/img/g0001.jpg')).toBe(before + 1);

    const missingBefore = asked('/missing.jpg');
    const none = await app.inject({ url: resultThumbnailPath(jobId, missing.id), headers: edit });
    expect(none.statusCode).toBe(404);
    expect(none.json(), none.body).toMatchObject({ success: false, error: 'No image to show for this row' });
    expect(asked('/missing.jpg')).toBe(missingBefore);

    expect((await app.inject({ url: resultThumbnailPath(jobId, 'not-a-uuid'), headers: edit })).statusCode).toBe(404);
  });

  it("serves a thumbnail only with the job's edit token or an admin session (issue 23 #4): the ids alone are a 403", async () => {
    const { app, images } = get();
    const { jobId, photo } = await twoRowJob();
    const other = await twoRowJob();
    const asked = () => images.log.filter((l) => l.path === '/img/g0001.jpg').length;
    const before = asked();
    const strangers: Record<string, string>[] = [
      {},
      { [EDIT_TOKEN_HEADER]: 'A'.repeat(43) },
      other.edit,
      { 'x-admin-token': 'B'.repeat(43) },
    ];
    for (const headers of strangers) {
      const refused = await app.inject({ url: resultThumbnailPath(jobId, photo.id), headers });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
    }
    // Refused before the row is looked up: the image host is not asked.
    expect(asked()).toBe(before);
    const login = await app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
    const admin = await app.inject({
      url: resultThumbnailPath(jobId, photo.id),
      headers: { 'x-admin-token': login.json<{ token: string }>().token },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('image/webp');
  });

  it('regenerates one row with other keywords; the download carries the new alt; bad keywords are a 400, an unreachable image a 422', async () => {
    const { app } = get();
    const { jobId, edit, photo, missing } = await twoRowJob();
    const res = await app.inject({
      method: 'POST',
      url: `/api/results/${jobId}/${photo.id}/regenerate`,
      headers: edit,
      payload: { keywords: ['handmade gift'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { result } = resultRowResponseSchema.parse(res.json());
    expect(result).toMatchObject({ id: photo.id, processingStatus: 'success' });
    expect(result.generatedAlt?.length).toBeGreaterThan(0);
    expect(result.generatedAlt!.length).toBeLessThanOrEqual(LIMITS.altMaxChars);

    const download = await app.inject({ url: `/api/download/${jobId}` });
    const rows = csvRows(download.body);
    expect(rows[1]?.[1]).toBe(result.generatedAlt);
    expect(rows[1]?.[2]).toBe(result.needsReview ? 'review' : 'success');

    const tooMany = await app.inject({
      method: 'POST',
      url: `/api/results/${jobId}/${photo.id}/regenerate`,
      headers: edit,
      payload: { keywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
    });
    expect(tooMany.statusCode).toBe(400);
    const noBody = await app.inject({ method: 'POST', url: `/api/results/${jobId}/${photo.id}/regenerate`, headers: edit, payload: {} });
    expect(noBody.statusCode).toBe(400);

    const unreachable = await app.inject({
      method: 'POST',
      url: `/api/results/${jobId}/${missing.id}/regenerate?language=fr`,
      headers: { ...edit, 'accept-language': 'fr' },
      payload: { keywords: [] },
    });
    expect(unreachable.statusCode).toBe(422);
    expect(unreachable.json().error).toBe("L'image n'a pas pu être analysée de nouveau : Image introuvable (404)");
    const after = (await app.inject({ url: `/api/results/${jobId}` })).json<ResultsResponse>();
    expect(after.results.find((r) => r.id === missing.id)).toMatchObject({ processingStatus: 'failed', generatedAlt: null });
  });

  it('approves a generated alt (200, flag cleared) and refuses to approve a failed row (409)', async () => {
    const { app } = get();
    const { jobId, edit, photo, missing } = await twoRowJob();
    const ok = await app.inject({ method: 'POST', url: `/api/results/${jobId}/${photo.id}/approve`, headers: edit });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(resultRowResponseSchema.parse(ok.json()).result).toMatchObject({ id: photo.id, needsReview: false });
    const refused = await app.inject({ method: 'POST', url: `/api/results/${jobId}/${missing.id}/approve`, headers: edit });
    expect(refused.statusCode).toBe(409);
  });

  it('lets only the edit token of the job, or an admin session, change its rows: the job id alone is a 403', async () => {
    const { app } = get();
    const { jobId, edit, photo } = await twoRowJob();
    const other = await twoRowJob();
    const change = (headers: Record<string, string>, action = '') =>
      app.inject({
        method: action ? 'POST' : 'PATCH',
        url: `/api/results/${jobId}/${photo.id}${action}`,
        headers,
        payload: action ? {} : { generatedAlt: 'Blue mug on a wooden table' },
      });
    for (const action of ['', '/approve', '/regenerate']) {
      const strangers: Record<string, string>[] = [
        {},
        { [EDIT_TOKEN_HEADER]: 'A'.repeat(43) },
        other.edit,
        { 'x-admin-token': 'B'.repeat(43) },
      ];
      for (const headers of strangers) {
        const refused = await change(headers, action);
        expect(refused.statusCode, `${action} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    const french = await change({ 'accept-language': 'fr' });
    expect(french.json().error).toBe("Seul le navigateur qui a lancé ce traitement, ou l'administrateur, peut modifier ses résultats");
    expect((await change(edit)).statusCode).toBe(200);

    const login = await app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
    const admin = { 'x-admin-token': login.json<{ token: string }>().token };
    expect((await change(admin)).statusCode).toBe(200);
    expect((await change(admin, '/approve')).statusCode).toBe(200);
  });
});
