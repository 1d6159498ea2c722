/**
 * Merchant titles no lexicon entry was written from: the training set's English titles (Kaggle, Magento) and the
 * real platform exports in `../shared/catalogues`, each title once. Read by the lexicon measurements.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

const SHARED = join(import.meta.dirname, '../../../../../shared');
type Row = Record<string, string>;

const CATALOGUES: { file: string; column: string; delimiter?: string }[] = [
  { file: 'shopify-apparel.csv', column: 'Title' },
  { file: 'shopify-home-and-garden.csv', column: 'Title' },
  { file: 'shopify-product_template.csv', column: 'Title' },
  { file: 'woocommerce-sample_products.csv', column: 'Name' },
  { file: 'magento2-import_media.csv', column: 'name' },
  { file: 'prestashop17-products_import.csv', column: 'Name *', delimiter: ';' },
];

function readCsv(path: string, delimiter = ','): Row[] {
  return parse(readFileSync(path), { columns: true, relax_column_count: true, delimiter }) as Row[];
}

export function shopTitles(): { source: string; title: string; category: string }[] {
  const out: { source: string; title: string; category: string }[] = [];
  // The Spree titles are Ukrainian: the lexicon reads English and French only.
  for (const r of readCsv(join(SHARED, 'train/product-categories/labels.csv'))) {
    if (r.source !== 'spree' && r.title) {
      out.push({ source: `train ${r.source}`, title: r.title, category: r.category ?? '' });
    }
  }
  for (const c of CATALOGUES) {
    for (const r of readCsv(join(SHARED, 'catalogues', c.file), c.delimiter)) {
      const title = r[c.column];
      if (title) {
        out.push({ source: c.file, title, category: '' });
      }
    }
  }
  return [...new Map(out.map((t) => [t.title, t])).values()];
}
