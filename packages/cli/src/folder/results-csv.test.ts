import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResultsCsv } from './results-csv.ts';

const EN = { language: 'en', keywords: [] };
const FR = { language: 'fr', keywords: [] };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-csv-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('ResultsCsv', () => {
  it('writes the header once, quotes what needs it, and a reopened file knows its paths (resume)', async () => {
    const file = path.join(dir, 'out.csv');
    const first = await ResultsCsv.open(file);
    expect(first.done.size).toBe(0);
    await Promise.all([first.append('a/one.jpg', 'A red "umbrella", open', EN), first.append('two.jpg', '', EN)]);
    expect(await readFile(file, 'utf8')).toBe('path,alt,language,keywords\na/one.jpg,"A red ""umbrella"", open",en,\ntwo.jpg,,en,\n');

    const again = await ResultsCsv.open(file);
    expect(again.has('a/one.jpg', EN) && again.has('two.jpg', EN)).toBe(true);
    await again.append('three.jpg', 'A clock', EN);
    expect(await readFile(file, 'utf8')).toMatch(/two\.jpg,,en,\nthree\.jpg,A clock,en,\n$/);
  });

  it('adds the missing newline of a file edited by hand before appending', async () => {
    const file = path.join(dir, 'out.csv');
    await writeFile(file, 'path,alt\none.jpg,A clock');
    const csv = await ResultsCsv.open(file);
    await csv.append('two.jpg', 'A bench', EN);
    expect(await readFile(file, 'utf8')).toBe('path,alt\none.jpg,A clock\ntwo.jpg,A bench\n');
  });

  it('refuses to append to a file that is not its own', async () => {
    const file = path.join(dir, 'catalogue.csv');
    await writeFile(file, 'Handle,Title\nshirt,Shirt\n');
    await expect(ResultsCsv.open(file)).rejects.toThrow(/not a path,alt CSV/);
  });

  it('counts an image done only in the language and with the keywords it was described with (issue 24 item 4)', async () => {
    const file = path.join(dir, 'out.csv');
    const first = await ResultsCsv.open(file);
    await first.append('one.jpg', 'A red umbrella', EN);
    const again = await ResultsCsv.open(file);
    // A --lang fr rerun into a file of English alts is not "already done"…
    expect(again.has('one.jpg', FR)).toBe(false);
    expect(again.has('one.jpg', { language: 'en', keywords: ['linen'] })).toBe(false);
    expect(again.has('one.jpg', EN)).toBe(true);
    // …and its French row sits beside the English one.
    await again.append('one.jpg', 'Parapluie rouge', FR);
    const third = await ResultsCsv.open(file);
    expect(third.has('one.jpg', FR) && third.has('one.jpg', EN)).toBe(true);
  });

  it('reads an older path,alt file as English rows and refuses to add another language to it', async () => {
    const file = path.join(dir, 'old.csv');
    await writeFile(file, 'path,alt\none.jpg,A clock\n');
    const csv = await ResultsCsv.open(file);
    expect(csv.has('one.jpg', EN)).toBe(true);
    expect(csv.has('one.jpg', FR)).toBe(false);
    expect(csv.acceptsChoice(EN)).toBe(true);
    expect(csv.acceptsChoice(FR)).toBe(false);
  });
});
