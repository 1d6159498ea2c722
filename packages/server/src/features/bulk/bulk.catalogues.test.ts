import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runBulkJob, useBulkTestApp } from '../../testing/bulk-app.ts';
import { csvRows } from '../../testing/bulk-fixtures.ts';
import { CATALOGUES, expectCsvRoundTrip, rewrittenExport } from '../../testing/catalogue-exports.ts';
import { multipartBody } from '../../testing/test-app.ts';

const bulk = useBulkTestApp();

const rewritten = (name: string) => rewrittenExport(name, bulk().images.base);

/** Each export is a whole catalogue through the real engine: a job may take minutes on a busy machine. */
async function runJob(name: string, data: Buffer, fields: Record<string, string>) {
  const run = await runBulkJob(bulk().app, { name, data, type: 'text/csv' }, fields, 240_000);
  expect(run.download.statusCode).toBe(200);
  return run;
}

const haveExports = existsSync(new URL('prestashop17-products_import.csv', CATALOGUES));

describe.skipIf(!haveExports)('real platform exports through the HTTP API', { timeout: 240_000 }, () => {
  it('PrestaShop 1.7 import: recognised; with "fill empty only" kept alts stay byte for byte; with overwrite one alt per URL in "Image alt texts"', async () => {
    const source = rewritten('prestashop17-products_import.csv');
    const kept = await runJob('products_import.csv', source, { mode: 'complete', existingAlts: 'fill-empty' });
    expect(kept.download.headers['content-disposition']).toBe('attachment; filename="prestashop-products-optimized.csv"');
    expect(kept.results.results.map((r) => r.processingStatus)).toEqual(Array(8).fill('skipped'));
    expectCsvRoundTrip(source, kept.download.rawPayload, ';', [], ['ALT_Status', 'ALT_Error']);

    const fresh = await runJob('products_import.csv', source, { mode: 'complete', overwrite: 'true' });
    const out = csvRows(fresh.download.body, ';');
    const urlCol = out[0]!.indexOf('Image URLs (x,y,z...)');
    const altCol = out[0]!.indexOf('Image alt texts (x,y,z...)');
    expect(out[0]!.slice(-2)).toEqual(['ALT_Status', 'ALT_Error']);
    expectCsvRoundTrip(source, fresh.download.rawPayload, ';', ['Image alt texts (x,y,z...)'], ['ALT_Status', 'ALT_Error']);
    for (const row of out.slice(1)) {
      const alts = row[altCol]!.split(',');
      expect(alts).toHaveLength(row[urlCol]!.split(',').length);
      alts.forEach((a) => expect(a.length).toBeGreaterThan(0));
    }
    // iPod Nano and iPod shuffle share a photo: each alt is written for its own product.
    const nano = out.find((r) => r[2] === 'iPod Nano')![altCol]!.split(',')[1];
    const shuffle = out.find((r) => r[2] === 'iPod shuffle')![altCol];
    expect(nano).not.toBe(shuffle);
  });

  it('Magento 2 import: labels written in *_image_label, the existing additional label kept, nothing named Shopify', async () => {
    const source = rewritten('magento2-import_media.csv');
    const { results, download } = await runJob('import_media.csv', source, { mode: 'complete' });
    expect(download.headers['content-disposition']).toBe('attachment; filename="magento-products-optimized.csv"');
    expect(results.results.map((r) => r.processingStatus)).toEqual(['success', 'success', 'success', 'skipped']);
    const out = csvRows(download.body);
    const at = (name: string) => out[1]![out[0]!.indexOf(name)];
    const alt = results.results[0]!.generatedAlt!;
    expect(alt.length).toBeGreaterThan(0);
    expect([at('base_image_label'), at('small_image_label'), at('thumbnail_image_label')]).toEqual(
      [alt, alt, alt].map((a) => a.replace(/\s*,\s*/g, ' – ')),
    );
    expect(at('additional_image_labels')).toBe('Image Label');
    expectCsvRoundTrip(
      source,
      download.rawPayload,
      ',',
      ['base_image_label', 'small_image_label', 'thumbnail_image_label'],
      ['ALT_Status', 'ALT_Error'],
    );

    const noImages = Buffer.from('sku,attribute_set_code,product_type,name\nA-1,Default,simple,Mug\n');
    const res = await bulk().app.inject({
      method: 'POST',
      url: '/api/process-excel',
      ...multipartBody([
        { name: 'mode', value: 'complete' },
        { name: 'file', filename: 'm.csv', contentType: 'text/csv', data: noImages },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Missing required column(s): base_image');
  });
});
