import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResultsCsv } from './results-csv.ts';

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
    await Promise.all([first.append('a/one.jpg', 'A red "umbrella", open'), first.append('two.jpg', '')]);
    expect(await readFile(file, 'utf8')).toBe('path,alt\na/one.jpg,"A red ""umbrella"", open"\ntwo.jpg,\n');

    const again = await ResultsCsv.open(file);
    expect([...again.done].sort()).toEqual(['a/one.jpg', 'two.jpg']);
    await again.append('three.jpg', 'A clock');
    expect(await readFile(file, 'utf8')).toMatch(/two\.jpg,\nthree\.jpg,A clock\n$/);
  });

  it('adds the missing newline of a file edited by hand before appending', async () => {
    const file = path.join(dir, 'out.csv');
    await writeFile(file, 'path,alt\none.jpg,A clock');
    const csv = await ResultsCsv.open(file);
    await csv.append('two.jpg', 'A bench');
    expect(await readFile(file, 'utf8')).toBe('path,alt\none.jpg,A clock\ntwo.jpg,A bench\n');
  });

  it('refuses to append to a file that is not its own', async () => {
    const file = path.join(dir, 'catalogue.csv');
    await writeFile(file, 'Handle,Title\nshirt,Shirt\n');
    await expect(ResultsCsv.open(file)).rejects.toThrow(/not a path,alt CSV/);
  });
});
