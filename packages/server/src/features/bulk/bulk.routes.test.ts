import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { EDIT_TOKEN_HEADER, type ProgressResponse, type ResultRow, type ResultsResponse } from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
import { runBulkJob, uploadCatalogue, useBulkTestApp, waitForJob, type CatalogueFile } from '../../testing/bulk-app.ts';
import { csvRows, readXlsx, xlsxBuffer } from '../../testing/bulk-fixtures.ts';
import { useStarted } from '../../testing/lifecycle.ts';
import { multipartBody, startOnFreshDatabase } from '../../testing/test-app.ts';
import { rowMessage } from './messages.ts';

const bulk = useBulkTestApp();
const img = (n: number) => bulk().img(n);
const upload = (file: CatalogueFile, fields?: Record<string, string>) => uploadCatalogue(bulk().app, file, fields);
const runJob = (file: CatalogueFile, fields?: Record<string, string>) => runBulkJob(bulk().app, file, fields);

/** ALT_Status of a row with a generated alt: `review` when the engine flagged it for a person to check. */
const altStatus = (row: ResultRow) => (row.needsReview ? 'review' : 'success');
/** The summary counts exactly the flagged rows, every row says whether it is one, and only rows with an alt can be. */
const expectReviewFlags = (results: ResultsResponse) => {
  for (const r of results.results) {
    expect(typeof r.needsReview).toBe('boolean');
    if (r.needsReview) {
      expect(r.generatedAlt).not.toBeNull();
    }
  }
  expect(results.needsReviewCount).toBe(results.results.filter((r) => r.needsReview).length);
};
const expectAlt = (alt: unknown) => {
  expect(typeof alt).toBe('string');
  expect((alt as string).length).toBeGreaterThan(0);
  expect((alt as string).length).toBeLessThanOrEqual(125);
};

describe('bulk catalogue API (PGlite, real engine, loopback image server)', () => {
  it('xlsx, complete mode: every sheet/row/column kept, ALT columns added, failures explained', async () => {
    const data = await xlsxBuffer({
      Catalogue: [
        ['Product_ID', 'Title', 'Description', 'Shopify_URL', 'Price'],
        ['P1', 'Horse figurine', 'Resin horse', img(1), 19.9],
        ['P2', 'Missing photo', 'x', `${bulk().images.base}/missing.jpg`, 5],
        ['P3', 'Web page', 'y', `${bulk().images.base}/page.html`, 6],
        ['P4', 'Pegasus statuette', 'same photo, another product', img(1), 7],
        ['P5', 'No URL', 'z', '', 8],
      ],
      Notes: [['kept as is'], ['=SUM(1,2)']],
    });
    const fetchesBefore = bulk().images.log.filter((l) => l.path === '/img/g0001.jpg').length;
    const { progress, results, download } = await runJob({ name: 'catalogue.xlsx', data }, { mode: 'complete' });
    expect(progress).toMatchObject({
      status: 'completed',
      totalProducts: 5,
      processedProducts: 5,
      successfulProducts: 2,
      errorProducts: 3,
    });
    expect(progress.estimatedTimeRemaining).toBe(0);
    // The last row stored by a worker (P5 was decided at upload, before any of them).
    expect(['Horse figurine', 'Missing photo', 'Web page', 'Pegasus statuette']).toContain(progress.currentProduct?.title);
    // Same URL twice in one job: fetched once.
    expect(bulk().images.log.filter((l) => l.path === '/img/g0001.jpg').length - fetchesBefore).toBe(1);
    expect(results.results.map((r) => [r.productId, r.processingStatus, r.errorMessage])).toEqual([
      ['P1', 'success', null],
      ['P2', 'failed', 'Image not found (404)'],
      ['P3', 'failed', 'Not an image'],
      ['P4', 'success', null],
      ['P5', 'failed', 'Missing image URL'],
    ]);
    const alt = results.results[0]!.generatedAlt;
    expectAlt(alt);
    // Same photo, another product: analysed once, but the alt is P4's own, naming its title, never P1's.
    const alt4 = results.results[3]!.generatedAlt;
    expectAlt(alt4);
    expect(alt).toMatch(/horse figurine/i);
    expect(alt4).toMatch(/pegasus statuette/i);
    expect(alt4).not.toMatch(/horse figurine/i);
    expectReviewFlags(results);
    const status = altStatus(results.results[0]!);
    const status4 = altStatus(results.results[3]!);
    expect(results.averageAltLength).toBe((alt!.length + alt4!.length) / 2);
    // Two alts within 125 characters out of five rows: the failed rows count against the metric.
    expect(results.qualityMetrics.characterLimitCompliance).toBe(40);
    // The job names the engine that wrote its alts (the test app runs the offline engine).
    expect(results.engines).toEqual(['local']);

    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="shopify-products-optimized.xlsx"');
    const book = await readXlsx(download.rawPayload);
    expect(Object.keys(book)).toEqual(['Catalogue', 'Notes']);
    expect(book.Notes).toEqual([['kept as is'], ['=SUM(1,2)']]);
    expect(book.Catalogue).toEqual([
      ['Product_ID', 'Title', 'Description', 'Shopify_URL', 'Price', 'ALT', 'ALT_Status', 'ALT_Error'],
      ['P1', 'Horse figurine', 'Resin horse', img(1), 19.9, alt, status],
      ['P2', 'Missing photo', 'x', `${bulk().images.base}/missing.jpg`, 5, undefined, 'failed', 'Image not found (404)'],
      ['P3', 'Web page', 'y', `${bulk().images.base}/page.html`, 6, undefined, 'failed', 'Not an image'],
      ['P4', 'Pegasus statuette', 'same photo, another product', img(1), 7, alt4, status4],
      ['P5', 'No URL', 'z', undefined, 8, undefined, 'failed', 'Missing image URL'],
    ]);
  });

  it('csv, simple mode in French with ; and BOM: errors in French, same dialect back, inline edit lands in the file', async () => {
    const csv = `\uFEFFURL image;Nom\r\n${img(2)};Parapluie\r\n${bulk().images.base}/missing.jpg;Absent\r\n`;
    const { jobId, editToken, results, download } = await runJob(
      { name: 'urls.csv', data: Buffer.from(csv), type: 'text/csv' },
      { mode: 'simple', language: 'fr' },
    );
    expect(results.results.map((r) => [r.processingStatus, r.errorMessage])).toEqual([
      ['success', null],
      ['failed', 'Image introuvable (404)'],
    ]);
    expectReviewFlags(results);
    expect(download.headers['content-disposition']).toBe('attachment; filename="shopify-products-optimized.csv"');
    expect(download.body.split('\r\n')[0]).toBe('\uFEFFURL image;Nom;ALT;ALT_Status;ALT_Error');
    expect(csvRows(download.body, ';')).toEqual([
      ['URL image', 'Nom', 'ALT', 'ALT_Status', 'ALT_Error'],
      [img(2), 'Parapluie', results.results[0]!.generatedAlt, altStatus(results.results[0]!), ''],
      [`${bulk().images.base}/missing.jpg`, 'Absent', '', 'failed', 'Image introuvable (404)'],
    ]);

    const failed = results.results[1]!;
    const edit = await bulk().app.inject({
      method: 'PATCH',
      url: `/api/results/${jobId}/${failed.id}`,
      headers: { [EDIT_TOKEN_HEADER]: editToken },
      payload: { generatedAlt: '=Parapluie rouge ouvert' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().result).toMatchObject({ id: failed.id, processingStatus: 'success', needsReview: false });
    const again = await bulk().app.inject({ url: `/api/download/${jobId}` });
    expect(csvRows(again.body, ';')[2]).toEqual([`${bulk().images.base}/missing.jpg`, 'Absent', "'=Parapluie rouge ouvert", 'success', '']);
    const after = (await bulk().app.inject({ url: `/api/progress/${jobId}` })).json<ProgressResponse>();
    expect(after).toMatchObject({ successfulProducts: 2, errorProducts: 0 });
  });

  it('Shopify export: Image Alt Text filled, existing alt kept, variant rows padded to the header; overwrite regenerates', async () => {
    const csv =
      'Handle,Title,Body (HTML),Variant SKU,Image Src,Image Alt Text\n' +
      `horse,Horse figurine,<p>Hand-painted <b>resin</b></p>,H-1,${img(1)},\n` +
      'horse,,,H-2,,\n' +
      `horse,,,,${img(3)},Grey horse on black\n`;
    const file = { name: 'products_export.csv', data: Buffer.from(csv), type: 'text/csv' };
    const kept = await runJob(file, { mode: 'complete' });
    expect(kept.results.results.map((r) => [r.title, r.processingStatus, r.generatedAlt === 'Grey horse on black'])).toEqual([
      ['Horse figurine', 'success', false],
      ['Horse figurine', 'skipped', true],
    ]);
    const alt = kept.results.results[0]!.generatedAlt;
    expectAlt(alt);
    expect(csvRows(kept.download.body)).toEqual([
      ['Handle', 'Title', 'Body (HTML)', 'Variant SKU', 'Image Src', 'Image Alt Text', 'ALT_Status', 'ALT_Error'],
      ['horse', 'Horse figurine', '<p>Hand-painted <b>resin</b></p>', 'H-1', img(1), alt, altStatus(kept.results.results[0]!), ''],
      ['horse', '', '', 'H-2', '', '', '', ''],
      ['horse', '', '', '', img(3), 'Grey horse on black', 'kept', ''],
    ]);
    const regenerated = await runJob(file, { mode: 'simple', overwrite: 'true' });
    expect(regenerated.results.results.map((r) => r.processingStatus)).toEqual(['success', 'success']);
    expect(regenerated.results.results[1]!.generatedAlt).not.toBe('Grey horse on black');
  });

  it('WooCommerce CSV: several images per cell, one outcome each, joined back in ALT', async () => {
    const csv = `ID,Type,SKU,Name,Description,Images\n42,simple,UMB,Umbrella,"<p>Red, wind-proof</p>","${img(2)}, ${bulk().images.base}/missing.jpg"\n`;
    const { progress, results, download } = await runJob(
      { name: 'wc-product-export.csv', data: Buffer.from(csv), type: 'text/csv' },
      { mode: 'complete' },
    );
    expect(progress).toMatchObject({ totalProducts: 2, successfulProducts: 1, errorProducts: 1 });
    // The report names the download for its platform (the web app then says how the alts reach WooCommerce).
    expect(results.downloadFileName).toBe('woocommerce-products-optimized.csv');
    const alt = results.results[0]!.generatedAlt;
    expectAlt(alt);
    expectReviewFlags(results);
    // One image failed: partial, whether or not the other one needs review.
    expect(csvRows(download.body)[1]).toEqual([
      '42',
      'simple',
      'UMB',
      'Umbrella',
      '<p>Red, wind-proof</p>',
      `${img(2)}, ${bulk().images.base}/missing.jpg`,
      alt,
      'partial',
      '#2: Image not found (404)',
    ]);
  });

  it('refuses bad uploads with a clear message in the request language', async () => {
    const noDesc = await xlsxBuffer({
      Produits: [
        ['Product_ID', 'Title', 'Shopify_URL'],
        ['1', 'a', img(1)],
      ],
    });
    const fr = await upload({ name: 'c.xlsx', data: noDesc }, { mode: 'complete', language: 'fr' });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error).toBe('Colonne(s) obligatoire(s) manquante(s) dans la feuille « Produits » : Description');
    const en = await upload({ name: 'c.xlsx', data: noDesc }, { mode: 'complete' });
    expect(en.json().error).toBe('Missing required column(s) in sheet "Produits": Description');

    const png = await upload({ name: 'photo.xlsx', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) });
    expect(png.statusCode).toBe(400);
    expect(png.json().error).toBe('Invalid file type. Please upload an Excel (.xlsx) or CSV file');
    const xls = await upload({ name: 'old.xls', data: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]) });
    expect(xls.json().error).toContain('save it as .xlsx or .csv');
    const empty = await upload({ name: 'e.csv', data: Buffer.from('Shopify_URL\n'), type: 'text/csv' }, { mode: 'simple' });
    expect(empty.json().error).toBe('The file has no data rows');
    const huge = Buffer.alloc(50 * 1024 * 1024 + 10, 0x61);
    const tooBig = await upload({ name: 'big.csv', data: huge, type: 'text/csv' }, { mode: 'simple' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('File too large. Maximum size is 50MB');
    // Nothing is left behind by a refused upload.
    expect((await readdir(path.join(bulk().dataDir, 'uploads'))).filter((f) => f.endsWith('.part'))).toEqual([]);
    const noFile = await bulk().app.inject({
      method: 'POST',
      url: '/api/process-excel',
      ...multipartBody([{ name: 'mode', value: 'simple' }]),
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('a row whose image is over the pixel limit fails with "Image too large" in the job language', async () => {
    const csv = `Shopify_URL\n${bulk().images.base}/big.png\n`;
    const { progress, results, download } = await runJob(
      { name: 'big.csv', data: Buffer.from(csv), type: 'text/csv' },
      { mode: 'simple', language: 'fr' },
    );
    expect(progress).toMatchObject({ status: 'completed', errorProducts: 1 });
    expect(results.results.map((r) => r.errorMessage)).toEqual(['Image trop grande (plus de 50 mégapixels)']);
    expect(csvRows(download.body)[1]).toEqual([`${bulk().images.base}/big.png`, '', 'failed', 'Image trop grande (plus de 50 mégapixels)']);
    expect(rowMessage('tooManyPixels', 'en')).toBe('Image too large (over 50 megapixels)');
  });

  it('unknown jobs are 404; downloading before completion is 409', async () => {
    for (const url of ['/api/progress/', '/api/results/', '/api/download/']) {
      const res = await bulk().app.inject({ url: `${url}00000000-0000-4000-8000-000000000000` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Job not found');
      expect((await bulk().app.inject({ url: `${url}not-a-uuid` })).statusCode).toBe(404);
    }
    const data = await xlsxBuffer({ S: [['Shopify_URL'], [img(4)]] });
    const res = await upload({ name: 's.xlsx', data }, { mode: 'simple' });
    const { jobId } = res.json<{ jobId: string }>();
    const early = await bulk().app.inject({ url: `/api/download/${jobId}` });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('still being processed');
  });
});

describe('address block on (default config)', () => {
  const strict = useStarted('strict app', (defer) => startOnFreshDatabase(defer, 'pglite', { DATA_DIR: bulk().dataDir }));

  // Only loopback targets (the default policy refuses them): metadata and intranet addresses are proven by the policy
  // unit tests (core/net/ip-policy.test.ts), never by a live app that would connect if the rule regressed.
  it('rows pointing at loopback addresses, by any spelling, fail with "Address not allowed"', async () => {
    const csv = `Shopify_URL\n${img(1)}\nhttp://127.0.0.2:9/latest/meta-data/\nhttp://[::1]:9/a.jpg\nhttp://localhost:9/b.jpg\n`;
    const before = bulk().images.log.length;
    const res = await uploadCatalogue(strict().app, { name: 'u.csv', data: Buffer.from(csv), type: 'text/csv' }, { mode: 'simple' });
    const { jobId } = res.json<{ jobId: string }>();
    expect(await waitForJob(strict().app, jobId, 60_000)).toMatchObject({ status: 'completed' });
    const results = (await strict().app.inject({ url: `/api/results/${jobId}` })).json<ResultsResponse>();
    expect(results.results.map((r) => r.errorMessage)).toEqual(Array(4).fill('Address not allowed'));
    expect(bulk().images.log.length).toBe(before);
  });
});
