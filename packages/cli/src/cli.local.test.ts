import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@alt-optimizer/contract';
import { csvRows, startImageServer, type ImageServer } from '@alt-optimizer/server/testing/bulk-fixtures.ts';
import { rewrittenExport } from '@alt-optimizer/server/testing/catalogue-exports.ts';
import { EVAL_IMAGES } from '@alt-optimizer/server/testing/images.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analyzer } from './analyzers/analyzer.ts';
import { createLocalAnalyzer } from './analyzers/local-analyzer.ts';
import { EXIT } from './program.ts';
import { runCaptured } from './testing/run-captured.ts';

/**
 * The CLI on the embedded engine, as a user runs it (runCli is main.ts without process.exit): a folder of dev photos,
 * resume, a URL through the SSRF-guarded fetcher, a real platform export whose image URLs point at a loopback server.
 * One engine in the test thread serves the image commands; the catalogue runs on the in-process server.
 */
const env = { ...process.env, ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' };
let engine: Analyzer;
let images: ImageServer;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-local-'));
  images = await startImageServer();
  engine = createLocalAnalyzer(1, env);
});
afterAll(async () => {
  await engine.close();
  await images.close();
  await rm(dir, { recursive: true, force: true });
});

/** The shared engine stays open across commands; a command's own analyzer is closed by the command. */
const cli = (argv: string[], analyzer?: Analyzer) => runCaptured(argv, async () => analyzer ?? { ...engine, close: async () => undefined });

const photo = (name: string) => fileURLToPath(new URL(name, EVAL_IMAGES));

function expectGoodAlts(rows: string[][]): void {
  for (const [, alt] of rows) {
    expect(alt?.length).toBeGreaterThan(0);
    expect(alt?.length).toBeLessThanOrEqual(LIMITS.altMaxChars);
  }
}

describe('a folder of photos', () => {
  it('writes path,alt for every image (recursively), reports the unreadable one and exits 2', async () => {
    const folder = path.join(dir, 'photos');
    await mkdir(path.join(folder, 'sub'), { recursive: true });
    await copyFile(photo('g0001.jpg'), path.join(folder, 'g0001.jpg'));
    await copyFile(photo('g0002.jpg'), path.join(folder, 'g0002.jpg'));
    await copyFile(photo('g0004.jpg'), path.join(folder, 'sub', 'g0004.jpg'));
    await writeFile(path.join(folder, 'sub', 'broken.jpg'), 'not a picture');
    const out = path.join(dir, 'alts.csv');

    const first = await cli([folder, '--out', out, '--sidecar']);
    expect(first.stderr).toContain('sub/broken.jpg: Not an image');
    expect(first.stderr).toContain('4 images: 3 described, 0 already in the CSV, 1 failed');
    expect(first.code).toBe(EXIT.someFailed);
    const [header, ...rows] = csvRows(await readFile(out, 'utf8'));
    expect(header).toEqual(['path', 'alt', 'language', 'keywords']);
    expect(rows.map(([p]) => p).sort()).toEqual(['g0001.jpg', 'g0002.jpg', 'sub/g0004.jpg']);
    expectGoodAlts(rows);
    const sidecar = JSON.parse(await readFile(path.join(folder, 'sub', 'g0004.jpg.alt.json'), 'utf8')) as { altTag: string };
    expect(sidecar.altTag).toBe(rows.find(([p]) => p === 'sub/g0004.jpg')?.[1]);

    // Resume: the broken file is gone, one photo is new; only that one is analysed, the rest of the CSV is kept.
    await rm(path.join(folder, 'sub', 'broken.jpg'));
    await copyFile(photo('g0005.jpg'), path.join(folder, 'g0005.jpg'));
    const before = await readFile(out, 'utf8');
    const second = await cli([folder, '--out', out]);
    expect(second.stderr).toContain('4 images: 1 described, 3 already in the CSV, 0 failed');
    expect(second.code).toBe(EXIT.ok);
    const after = await readFile(out, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    const paths = csvRows(after)
      .slice(1)
      .map(([p]) => p);
    expect(paths.at(-1)).toBe('g0005.jpg');
    expect(paths.sort()).toEqual(['g0001.jpg', 'g0002.jpg', 'g0005.jpg', 'sub/g0004.jpg']);
    expectGoodAlts(csvRows(after).slice(1));

    // The same folder in French into the same file of English alts: not "already done" (issue 24 item 4).
    const french = await cli([folder, '--out', out, '--lang', 'fr']);
    expect(french.stderr).toContain('4 images: 4 described, 0 already in the CSV, 0 failed');
    const rows2 = csvRows(await readFile(out, 'utf8')).slice(1);
    expect(rows2.filter((r) => r[2] === 'fr')).toHaveLength(4);
    expect(rows2.filter((r) => r[2] === 'en')).toHaveLength(4);
  });
});

describe('one image', () => {
  it('prints the alt of a file, in French with keywords, or the whole answer as JSON', async () => {
    const fr = await cli([photo('g0004.jpg'), '--lang', 'fr', '--keywords', 'bureau']);
    expect(fr.code).toBe(EXIT.ok);
    expect(fr.stdout.trim().length).toBeGreaterThan(0);
    expect(fr.stdout.trim().length).toBeLessThanOrEqual(LIMITS.altMaxChars);
    const json = await cli([photo('g0001.jpg'), '--json', '--title', 'Horse print poster']);
    expect(JSON.parse(json.stdout)).toMatchObject({ altTag: expect.any(String), imageType: expect.any(String), language: 'en' });
  });

  it('fetches an image URL through the server fetcher; a private address is refused unless allowed', async () => {
    const url = `${images.base}/img/g0002.jpg`;
    const allowed = await cli([url]);
    expect(allowed.code).toBe(EXIT.ok);
    expect(allowed.stdout.trim().length).toBeGreaterThan(0);
    const refused = await cli([url], createLocalAnalyzer(1, { ...process.env, ALLOW_PRIVATE_IMAGE_URLS: '0' }));
    expect(refused.code).toBe(EXIT.error);
    expect(refused.stderr).toBe(`alt-optimizer: ${url}: Address not allowed\n`);
    const missing = await cli([`${images.base}/missing.jpg`]);
    expect(missing.stderr).toContain('Image not found (404)');
    expect(missing.code).toBe(EXIT.error);
  });

  it('exits 1 with a clear message for a missing file, an unreadable image and a bad option', async () => {
    expect(await cli([path.join(dir, 'nope.jpg')])).toMatchObject({
      code: EXIT.error,
      stderr: expect.stringContaining('No such file or folder'),
    });
    const text = path.join(dir, 'notes.png');
    await writeFile(text, 'hello');
    expect(await cli([text])).toMatchObject({ code: EXIT.error, stderr: 'alt-optimizer: notes.png: Not an image\n' });
    expect(await cli([text, '--lang', 'de'])).toMatchObject({ code: EXIT.error, stderr: expect.stringContaining("'de' is invalid") });
  });
});

describe('a catalogue', () => {
  it('runs a PrestaShop export as a bulk job on the in-process server and writes the enhanced file', { timeout: 300_000 }, async () => {
    const source = path.join(dir, 'prestashop17-products_import.csv');
    await writeFile(source, rewrittenExport('prestashop17-products_import.csv', images.base));
    const out = path.join(dir, 'enhanced.csv');
    const run = await cli([source, '--out', out, '--overwrite'], createLocalAnalyzer(1, env));
    expect(run.stderr).toMatch(/8 images: 8 with alt text, 0 failed/);
    expect(run.code).toBe(EXIT.ok);
    const [header, ...rows] = csvRows(await readFile(out, 'latin1'), ';');
    const altColumn = header!.indexOf('Image alt texts (x,y,z...)');
    expect(header!.slice(-2)).toEqual(['ALT_Status', 'ALT_Error']);
    // Each row's alts (one per image, comma-joined by the platform's rule) are written; none failed.
    for (const row of rows) {
      expect(row[altColumn]).not.toBe('');
      expect(['success', 'review']).toContain(row.at(-2));
      expect(row.at(-1)).toBe('');
    }
  });
});
