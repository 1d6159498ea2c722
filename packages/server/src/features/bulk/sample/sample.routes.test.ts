import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDIT_TOKEN_HEADER, HAND_EDITED_ENGINE, type ResultsResponse } from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
import { waitForJob } from '../../../testing/bulk-app.ts';
import { csvRows } from '../../../testing/bulk-fixtures.ts';
import { useStarted } from '../../../testing/lifecycle.ts';
import { startOnFreshDatabase } from '../../../testing/test-app.ts';
import { SAMPLE_IMAGES } from './sample-files.ts';

/**
 * Issue 24 item 5: the sample catalogue runs on a server with the default address policy (no private address open):
 * its photos are read from the app's folder, so every row gets an alt although its URL names localhost.
 */
const started = useStarted('sample app', async (defer) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sample-'));
  defer(() => rm(dataDir, { recursive: true, force: true }));
  return startOnFreshDatabase(defer, 'pglite', { DATA_DIR: dataDir });
});

async function runSample(body: Record<string, unknown>) {
  const { app } = started();
  const res = await app.inject({ method: 'POST', url: '/api/sample-catalogue', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const { jobId, editToken } = res.json<{ jobId: string; editToken: string }>();
  const headers = { [EDIT_TOKEN_HEADER]: editToken };
  const progress = await waitForJob(app, jobId, 300_000);
  const results = (await app.inject({ url: `/api/results/${jobId}`, headers })).json<ResultsResponse>();
  const download = await app.inject({ url: `/api/download/${jobId}`, headers });
  return { jobId, headers, progress, results, download };
}

describe('POST /api/sample-catalogue', () => {
  it('runs the French sample to completion with the default address policy: 8 alts, in French, downloadable', async () => {
    const { progress, results, download } = await runSample({ language: 'fr', mode: 'complete', keywords: ['sport'] });
    expect(progress).toMatchObject({ status: 'completed', totalProducts: 8, successfulProducts: 8, errorProducts: 0 });
    expect(results.results.map((r) => r.shopifyUrl)).toEqual(
      SAMPLE_IMAGES.map((name) => `http://localhost:5000/api/sample-catalogue/${name}`),
    );
    expect(results.results[0]!.title).toBe('T-shirt de sport Zoltan');
    for (const row of results.results) {
      expect(row.generatedAlt, row.title).toMatch(/\S/);
      expect(row.generatedAlt!.length).toBeLessThanOrEqual(125);
    }
    // French alts that keep each product's title as written (issue 24 item 3), never English words.
    const alts = results.results.map((r) => r.generatedAlt!);
    results.results.forEach((r) => expect(r.generatedAlt).toContain(r.title));
    expect(alts.join(' ')).not.toMatch(/\b(worn|with|the|by)\b/);
    expect(alts.some((alt) => /porté/.test(alt))).toBe(true);
    expect(download.statusCode).toBe(200);
    const [header, ...rows] = csvRows(download.body);
    expect(header).toContain('ALT');
    expect(rows).toHaveLength(8);
  });

  it('credits an alt written by hand to a person, not to the engine alone (issue 24 item 6)', async () => {
    const { app } = started();
    const { jobId, headers, results } = await runSample({ language: 'en' });
    expect(results.engines).toEqual(['local']);
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/results/${jobId}/${results.results[7]!.id}`,
      headers,
      payload: { generatedAlt: 'Light blue linen shirt with a classic collar' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = (await app.inject({ url: `/api/results/${jobId}`, headers })).json<ResultsResponse>();
    expect(after.engines).toEqual(['local', HAND_EDITED_ENGINE]);
    // The report's thumbnails come from the same folder.
    const thumbnail = await app.inject({ url: `/api/results/${jobId}/${results.results[0]!.id}/thumbnail`, headers });
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('runs in simple mode too, in English', async () => {
    const { progress, results } = await runSample({ language: 'en', mode: 'simple' });
    expect(progress).toMatchObject({ status: 'completed', successfulProducts: 8, errorProducts: 0 });
    expect(results.results.every((r) => /^[A-Z].{10,}/.test(r.generatedAlt ?? ''))).toBe(true);
  });

  it('refuses a bad mode, language or keyword list in the asked language', async () => {
    const { app } = started();
    const bad = await app.inject({ method: 'POST', url: '/api/sample-catalogue', payload: { mode: 'sideways', language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/mode/i);
    const keywords = await app.inject({ method: 'POST', url: '/api/sample-catalogue', payload: { keywords: 'one' } });
    expect(keywords.statusCode).toBe(400);
  });

  it('serves the photos and catalogues by name, and nothing else', async () => {
    const { app } = started();
    const photo = await app.inject({ url: '/api/sample-catalogue/duffle-bag.jpg' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const csv = await app.inject({ url: '/api/sample-catalogue/catalogue-en.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Zoltan Gym Tee');
    for (const name of ['README.md', '..%2Fsample-files.ts', '..%2F..%2F..%2F..%2Fpackage.json', 'nope.jpg']) {
      expect((await app.inject({ url: `/api/sample-catalogue/${name}` })).statusCode, name).toBe(404);
    }
  });
});
