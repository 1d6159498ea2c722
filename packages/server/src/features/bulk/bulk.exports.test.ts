import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runBulkJob, useBulkTestApp } from '../../testing/bulk-app.ts';
import { csvRows } from '../../testing/bulk-fixtures.ts';
import { CATALOGUES, catalogueFiles, expectCsvRoundTrip, rewrittenExport } from '../../testing/catalogue-exports.ts';

const bulk = useBulkTestApp();
const ADDED = ['ALT_Status', 'ALT_Error'];

interface Expected {
  download: string;
  delimiter: string;
  /** The columns the platform imports alts from (changed in place), or ALT when it has none (appended). */
  altColumns: string[];
  added: string[];
  fields: Record<string, string>;
}

/** One entry per file in ../shared/catalogues: a new file without an entry fails the test below. */
const EXPECTED: Record<string, Expected> = {
  'magento2-import_media.csv': {
    download: 'magento-products-optimized.csv',
    delimiter: ',',
    altColumns: ['base_image_label', 'small_image_label', 'thumbnail_image_label'],
    added: ADDED,
    fields: { mode: 'complete' },
  },
  'prestashop17-products_import.csv': {
    download: 'prestashop-products-optimized.csv',
    delimiter: ';',
    altColumns: ['Image alt texts (x,y,z...)'],
    added: ADDED,
    fields: { mode: 'complete', overwrite: 'true' },
  },
  'shopify-apparel.csv': {
    download: 'shopify-products-optimized.csv',
    delimiter: ',',
    altColumns: ['Image Alt Text'],
    added: ADDED,
    fields: { mode: 'complete' },
  },
  'shopify-home-and-garden.csv': {
    download: 'shopify-products-optimized.csv',
    delimiter: ',',
    altColumns: ['Image Alt Text'],
    added: ADDED,
    fields: { mode: 'complete', language: 'fr' },
  },
  'shopify-product_template.csv': {
    download: 'shopify-products-optimized.csv',
    delimiter: ',',
    altColumns: ['Image Alt Text'],
    added: ADDED,
    fields: { mode: 'complete', overwrite: 'true' },
  },
  'woocommerce-sample_products.csv': {
    download: 'woocommerce-products-optimized.csv',
    delimiter: ',',
    altColumns: ['ALT'],
    added: ['ALT', ...ADDED],
    fields: { mode: 'complete' },
  },
};

/** Letters and digits only: an alt compares equal whatever separator a platform's multi-value cell needed. */
const letters = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();

describe.skipIf(!existsSync(CATALOGUES))('every real platform export through the HTTP API', () => {
  it('has an expectation for every file in ../shared/catalogues', () => {
    expect(catalogueFiles()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))(
    '%s: every merchant cell kept, each generated alt in the column the platform imports',
    { timeout: 400_000 },
    async (name) => {
      const expected = EXPECTED[name]!;
      const source = rewrittenExport(name, bulk().images.base);
      const { results, download } = await runBulkJob(bulk().app, { name, data: source, type: 'text/csv' }, expected.fields, 300_000);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${expected.download}"`);
      const inPlace = expected.altColumns.filter((c) => !expected.added.includes(c));
      expectCsvRoundTrip(source, download.rawPayload, expected.delimiter, inPlace, expected.added);

      const out = csvRows(download.body, expected.delimiter);
      const altText = letters(out.flatMap((row) => expected.altColumns.map((c) => row[out[0]!.indexOf(c)] ?? '')).join(' '));
      const written = results.results.filter((r) => r.processingStatus === 'success');
      expect(written.length).toBeGreaterThan(0);
      for (const row of written) {
        expect(altText, `${row.title}: ${row.generatedAlt}`).toContain(letters(row.generatedAlt!));
      }
      expect(results.results.filter((r) => r.processingStatus === 'failed')).toEqual([]);
    },
  );
});
