import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRows } from '../../../testing/bulk-fixtures.ts';
import {
  SAMPLE_CATALOGUES,
  SAMPLE_CSV_ORIGIN,
  SAMPLE_DIR,
  SAMPLE_IMAGES,
  SAMPLE_PATH,
  bundledImageFor,
  catalogueForOrigin,
  sampleFile,
} from './sample-files.ts';

const ORIGIN = 'http://localhost:5000';
const url = (rest: string) => `${ORIGIN}${SAMPLE_PATH}${rest}`;

describe('the sample catalogue shipped with the app (issue 24 item 5)', () => {
  it('holds the listed photos, small, a README with their licences, and an EN and FR catalogue naming each photo once', async () => {
    const files = (await readdir(SAMPLE_DIR)).sort();
    expect(files).toEqual([...SAMPLE_IMAGES, ...Object.values(SAMPLE_CATALOGUES), 'README.md'].sort());
    const readme = await readFile(path.join(SAMPLE_DIR, 'README.md'), 'utf8');
    for (const name of SAMPLE_IMAGES) {
      expect(readme).toContain(`\`${name}\``);
      expect((await readFile(path.join(SAMPLE_DIR, name))).length).toBeLessThan(60_000);
    }
    for (const name of Object.values(SAMPLE_CATALOGUES)) {
      const [header, ...rows] = csvRows(await readFile(path.join(SAMPLE_DIR, name), 'utf8'));
      expect(header).toEqual(['Product_ID', 'Title', 'Description', 'Shopify_URL']);
      expect(rows.map((r) => r[3])).toEqual(SAMPLE_IMAGES.map((image) => `${SAMPLE_CSV_ORIGIN}${SAMPLE_PATH}${image}`));
      expect(rows.every((r) => r[1] && r[2])).toBe(true);
    }
  });

  it('reads from disk only a listed photo named under this server’s PUBLIC_URL', () => {
    expect(bundledImageFor(url('gym-tee.jpg'), ORIGIN)).toBe(path.join(SAMPLE_DIR, 'gym-tee.jpg'));
    expect(bundledImageFor(url('gym-tee.jpg'), 'https://alt.example.com')).toBeNull();
    expect(bundledImageFor('https://alt.example.com/api/sample-catalogue/gym-tee.jpg', 'https://alt.example.com')).toBe(
      path.join(SAMPLE_DIR, 'gym-tee.jpg'),
    );
    // Another port, scheme or path of the same host is another URL: fetched as usual, under the address policy.
    expect(bundledImageFor('http://localhost:5001/api/sample-catalogue/gym-tee.jpg', ORIGIN)).toBeNull();
    expect(bundledImageFor('https://localhost:5000/api/sample-catalogue/gym-tee.jpg', ORIGIN)).toBeNull();
    expect(bundledImageFor(`${ORIGIN}/sample-catalogue/gym-tee.jpg`, ORIGIN)).toBeNull();
  });

  it('never reaches another file: traversal, encoded slashes, queries, credentials, unlisted names', () => {
    for (const rest of [
      '../../package.json',
      '..%2F..%2Fpackage.json',
      '%2e%2e/%2e%2e/package.json',
      'README.md',
      'catalogue-en.csv',
      'gym-tee.jpg/',
      'GYM-TEE.JPG',
      'gym-tee.jpg%00.png',
      'sub/gym-tee.jpg',
      '',
    ]) {
      expect(bundledImageFor(url(rest), ORIGIN), rest).toBeNull();
    }
    expect(bundledImageFor(`${url('gym-tee.jpg')}?v=1`, ORIGIN)).toBeNull();
    expect(bundledImageFor(`${url('gym-tee.jpg')}#x`, ORIGIN)).toBeNull();
    expect(bundledImageFor(url('gym-tee.jpg').replace('//', '//user:pw@'), ORIGIN)).toBeNull();
    expect(bundledImageFor('not a url', ORIGIN)).toBeNull();
    expect(sampleFile('../sample-files.ts')).toBeNull();
    expect(sampleFile('README.md')).toBeNull();
    expect(sampleFile('catalogue-fr.csv')).toBe(path.join(SAMPLE_DIR, 'catalogue-fr.csv'));
  });

  it('puts the server’s own origin in a catalogue’s image URLs', () => {
    const csv = `Product_ID,Title,Description,Shopify_URL\nA,T,D,${SAMPLE_CSV_ORIGIN}${SAMPLE_PATH}gym-tee.jpg\n`;
    expect(catalogueForOrigin(csv, 'https://alt.example.com')).toContain(',https://alt.example.com/api/sample-catalogue/gym-tee.jpg\n');
    expect(catalogueForOrigin(csv, ORIGIN)).toBe(csv);
  });
});
