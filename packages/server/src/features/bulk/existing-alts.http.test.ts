/**
 * Issue 25 through the real server process: alts a source already has are judged and, by default, only the bad ones
 * are replaced — through the v1 API's JSON rows and through the web tool's spreadsheet upload — and a merchant keeps
 * an old alt in one click (POST …/keep-old), which the download then carries.
 */
import { rm } from 'node:fs/promises';
import { apiV1JobSchema, apiV1ResultsPageSchema, resultsResponseSchema, type ApiV1Job } from '@alt-optimizer/contract';
import { describe, expect, it, vi } from 'vitest';
import { csvRows, startImageServer, until } from '../../testing/bulk-fixtures.ts';
import { useStarted } from '../../testing/lifecycle.ts';
import { callV1, KeyAdmin } from '../../testing/public-api.ts';
import { startServerProcess } from '../../testing/server-process.ts';

// The real process starts models and migrations: on shared, loaded cores that can take longer than the 120 s hook default.
vi.setConfig({ hookTimeout: 400_000 });

const PASSWORD = 'existing alts test password';
const GOOD = 'Herd of horses grazing on a green hillside';
/** The upload below is in French: an English alt would be the wrong language there. */
const BON = 'Troupeau de chevaux qui paissent sur une colline verte';

const world = useStarted('existing alts world', async (defer) => {
  const images = await startImageServer();
  defer(() => images.close());
  const env = { ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32', ENGINE_WORKERS: '0', ADMIN_PASSWORD: PASSWORD };
  const server = await startServerProcess({ env });
  defer(() => rm(server.dataDir, { recursive: true, force: true }));
  defer(() => server.stop());
  const admin = await KeyAdmin.login(() => server, PASSWORD);
  return { images, server, admin };
});

describe('existing alts over HTTP', () => {
  it('v1 JSON rows: replace-bad by default keeps the good alt, replaces the file name, fills the missing one', async () => {
    const { server, images, admin } = world();
    const key = await admin.create('pro', 'existing alts');
    const rows = [
      { imageUrl: `${images.base}/img/g0001.jpg`, title: 'Horses', existingAlt: GOOD },
      { imageUrl: `${images.base}/img/g0002.jpg`, title: 'Street', existingAlt: 'DSC_0192.JPG' },
      { imageUrl: `${images.base}/img/g0003.jpg`, title: 'Kitchen' },
    ];
    const created = await callV1<ApiV1Job>(server, '/jobs', { key: key.apiKey, json: { rows } });
    expect(created.status).toBe(202);
    const job = apiV1JobSchema.parse(created.body);
    await until(
      async () => {
        const res = await callV1<ApiV1Job>(server, `/jobs/${job.id}`, { key: key.apiKey });
        return res.body.status === 'completed' ? res.body : undefined;
      },
      120_000,
      'the job to complete',
    );
    const page = apiV1ResultsPageSchema.parse((await callV1(server, `/jobs/${job.id}/results`, { key: key.apiKey })).body);
    const [kept, replaced, filled] = page.results;
    expect(kept).toMatchObject({ status: 'skipped', altTag: GOOD, oldAlt: GOOD, oldAltVerdict: 'keep', oldAltReasons: [] });
    expect(replaced).toMatchObject({ status: 'success', oldAlt: 'DSC_0192.JPG', oldAltVerdict: 'replace' });
    expect(replaced?.altTag).not.toBe('DSC_0192.JPG');
    expect(replaced?.oldAltReasons).toEqual([
      { id: 'file_name', en: 'A file name, not a description.', fr: 'Un nom de fichier, pas une description.' },
    ]);
    expect(filled).toMatchObject({ status: 'success', oldAlt: null, oldAltVerdict: null });

    const wrong = await callV1(server, '/jobs', { key: key.apiKey, json: { rows, existingAlts: 'sometimes' } });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { error: string }).error).toContain('replace-bad, fill-empty or overwrite');
  }, 300_000);

  it('web upload: the report shows the old alt and its verdict; keep-old puts it back, and the download has it', async () => {
    const { server, images } = world();
    const csv = [
      'Product_ID,Title,Description,Shopify_URL,ALT',
      `h1,Chevaux,Pré,${images.base}/img/g0001.jpg,${BON}`,
      `s1,Street,City,${images.base}/img/g0002.jpg,image`,
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([`${csv}\n`], { type: 'text/csv' }), 'catalogue.csv');
    form.append('mode', 'complete');
    form.append('language', 'fr');
    const upload = await fetch(server.api('/process-excel'), { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    const { jobId, editToken } = (await upload.json()) as { jobId: string; editToken: string };
    const results = await until(
      async () => {
        const res = await fetch(server.api(`/results/${jobId}`)).catch(() => undefined);
        if (res?.status !== 200) {
          return undefined;
        }
        const body = resultsResponseSchema.parse(await res.json());
        return body.results.every((r) => r.processingStatus !== 'pending' && r.processingStatus !== 'processing') ? body : undefined;
      },
      120_000,
      'the rows to finish',
    );
    const street = results.results.find((r) => r.productId === 's1')!;
    expect(street).toMatchObject({ processingStatus: 'success', oldAlt: 'image', oldAltVerdict: 'replace' });
    expect(street.oldAltReasons[0]?.fr).toMatch(/^Un mot générique/);
    expect(results.results.find((r) => r.productId === 'h1')).toMatchObject({ processingStatus: 'skipped', generatedAlt: BON });

    // The enhanced file is written when the job completes: an edit after that is written into the next download.
    await until(
      async () => {
        const res = await fetch(server.api(`/progress/${jobId}`)).catch(() => undefined);
        const body = res?.status === 200 ? ((await res.json()) as { status: string }) : undefined;
        return body?.status === 'completed' ? true : undefined;
      },
      60_000,
      'the job to complete',
    );
    const keep = (path: string, token?: string) =>
      fetch(server.api(`/results/${jobId}/${path}/keep-old`), { method: 'POST', headers: token ? { 'x-edit-token': token } : {} });
    expect((await keep(street.id)).status).toBe(403);
    const kept = await keep(street.id, editToken);
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { result: { generatedAlt: string } }).result.generatedAlt).toBe('image');

    const download = await until(
      async () => {
        const res = await fetch(server.api(`/download/${jobId}`));
        return res.status === 200 ? res.text() : undefined;
      },
      60_000,
      'the download',
    );
    const [header, ...rows] = csvRows(download);
    const alt = header!.indexOf('ALT');
    expect(rows.map((r) => r[alt])).toEqual([BON, 'image']);
  }, 300_000);
});
