import { adminJobResultSchema, resultThumbnailPath } from '@alt-optimizer/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageServer, until, type ImageServer } from '../../testing/bulk-fixtures.ts';
import { multipartBody, TEST_ADMIN_PASSWORD, useTestApp } from '../../testing/test-app.ts';

/**
 * The admin job details identify every row (issue 15 #5): each result carries its image URL, and the row's id is all
 * the dashboard needs to show its thumbnail through our server, so the browser never loads the merchant's URL.
 */
let images: ImageServer;
beforeAll(async () => {
  images = await startImageServer();
});
afterAll(async () => {
  await images.close();
});

// The image host is on 127.0.0.1, as a merchant's intranet would be.
const app = useTestApp({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });

async function adminToken(): Promise<string> {
  const res = await app().app.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: TEST_ADMIN_PASSWORD } });
  return res.json<{ token: string }>().token;
}

/** A simple-mode job (no titles): one photo and one URL that answers 404, run to completion. */
async function simpleJob(urls: string[]): Promise<string> {
  const body = multipartBody([
    { name: 'mode', value: 'simple' },
    { name: 'file', filename: 'urls.csv', contentType: 'text/csv', data: Buffer.from(`Shopify_URL\n${urls.join('\n')}\n`) },
  ]);
  const res = await app().app.inject({ method: 'POST', url: '/api/process-excel', ...body });
  expect(res.statusCode, res.body).toBe(200);
  const { jobId } = res.json<{ jobId: string }>();
  await until(
    async () =>
      ['completed', 'failed'].includes((await app().app.inject({ url: `/api/progress/${jobId}` })).json().status) ? true : undefined,
    180_000,
    `job ${jobId}`,
  );
  return jobId;
}

describe('admin job details: image URL and thumbnail of every row', () => {
  it('lists each row with its image URL; its thumbnail comes from our server, a failed row has none', async () => {
    const photo = `${images.base}/img/g0001.jpg`;
    const missing = `${images.base}/missing.jpg`;
    const jobId = await simpleJob([photo, missing]);
    const token = await adminToken();

    const res = await app().app.inject({ url: `/api/admin/jobs/${jobId}/results`, headers: { 'x-admin-token': token } });
    expect(res.statusCode).toBe(200);
    const rows = adminJobResultSchema.array().parse(res.json());
    expect(rows.map((r) => [r.title, r.shopifyUrl, r.processingStatus])).toEqual([
      ['', photo, 'success'],
      ['', missing, 'failed'],
    ]);

    const asked = images.log.length;
    // The admin's session opens it (issue 23 #4: a thumbnail needs the edit token or the admin); a stranger gets 403.
    expect((await app().app.inject({ url: resultThumbnailPath(jobId, rows[0]!.id) })).statusCode).toBe(403);
    const thumbnail = await app().app.inject({ url: resultThumbnailPath(jobId, rows[0]!.id), headers: { 'x-admin-token': token } });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');
    // Our server fetched the photo once on the browser's behalf.
    expect(images.log.slice(asked).map((l) => l.path)).toEqual(['/img/g0001.jpg']);

    const none = await app().app.inject({ url: resultThumbnailPath(jobId, rows[1]!.id), headers: { 'x-admin-token': token } });
    expect(none.statusCode).toBe(404);
  });

  it('never echoes credentials written into an image URL', async () => {
    const withCredentials = images.base.replace('http://', 'http://shop:s3cret@');
    const jobId = await simpleJob([`${withCredentials}/img/g0002.jpg`]);
    const res = await app().app.inject({ url: `/api/admin/jobs/${jobId}/results`, headers: { 'x-admin-token': await adminToken() } });
    expect(res.body).not.toContain('s3cret');
    expect(res.json()[0].shopifyUrl).toBe(`${images.base}/img/g0002.jpg`);
  });
});
