import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecordTexts, scaleCatalogue } from './catalogue-scale.ts';

const SHOPIFY = new URL('../../../shared/catalogues/shopify-apparel.csv', import.meta.url);

describe('scaleCatalogue', () => {
  it('keeps quoted multi-line records whole and grows a file copy by copy, references shared only within a copy', () => {
    const src = Buffer.from(
      'Handle,Title,Body,Image Src\r\nmug,Mug,"two\r\nlines",https://cdn.x/a.jpg\r\ncup,Cup,x,https://cdn.x/a.jpg\r\n',
    );
    expect(csvRecordTexts(src.toString('latin1'))).toHaveLength(3);
    const scaled = scaleCatalogue(src, 5, 'http://127.0.0.1:9');
    expect(scaled).toMatchObject({ rows: 5, distinctImages: 3 });
    expect(scaled.data.toString('latin1')).toBe(
      'Handle,Title,Body,Image Src\r\n' +
        'mug,Mug,"two\r\nlines",http://127.0.0.1:9/img/0.jpg\r\n' +
        'cup,Cup,x,http://127.0.0.1:9/img/0.jpg\r\n' +
        'mug-1,Mug,"two\r\nlines",http://127.0.0.1:9/img/1.jpg\r\n' +
        'cup-1,Cup,x,http://127.0.0.1:9/img/1.jpg\r\n' +
        'mug-2,Mug,"two\r\nlines",http://127.0.0.1:9/img/2.jpg\r\n',
    );
  });

  it.skipIf(!existsSync(SHOPIFY))('grows a real Shopify export to 5,000 rows, bytes outside the image URLs and handles kept', () => {
    const source = readFileSync(SHOPIFY);
    const scaled = scaleCatalogue(source, 5000, 'http://127.0.0.1:9');
    expect(scaled.rows).toBe(5000);
    const records = csvRecordTexts(scaled.data.toString('latin1'));
    expect(records).toHaveLength(5001);
    const strip = (r: string) =>
      r
        .replace(/http:\/\/127\.0\.0\.1:9\/img\/\d+\.jpg/g, 'IMG')
        .replace(/^[^,]*/, 'H')
        .replace(/\r?\n$/, '');
    const original = csvRecordTexts(source.toString('latin1')).map((r) => r.replace(/https?:\/\/[^\s,;"]+/g, 'IMG'));
    expect(strip(records[1]!)).toBe(strip(original[1]!));
    expect(records[0]).toBe(original[0]);
    expect(scaled.distinctImages).toBeGreaterThan(4000);
  });
});
