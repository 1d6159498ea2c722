import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { classifyInput } from './input-kind.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-input-'));
  await Promise.all(['photo.jpg', 'Catalogue.XLSX', 'export.csv'].map((name) => writeFile(path.join(dir, name), '')));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('tells a URL, a folder, a catalogue and an image apart', async () => {
  expect(await classifyInput('https://cdn.example.com/a.jpg')).toEqual({ kind: 'url', url: 'https://cdn.example.com/a.jpg' });
  expect(await classifyInput(dir)).toEqual({ kind: 'folder', path: dir });
  expect((await classifyInput(path.join(dir, 'Catalogue.XLSX'))).kind).toBe('spreadsheet');
  expect((await classifyInput(path.join(dir, 'export.csv'))).kind).toBe('spreadsheet');
  expect((await classifyInput(path.join(dir, 'photo.jpg'))).kind).toBe('image');
});

it('names what is wrong: a missing path, a URL scheme other than http(s)', async () => {
  await expect(classifyInput(path.join(dir, 'nope.jpg'))).rejects.toThrow(/No such file or folder: .*nope\.jpg/);
  await expect(classifyInput('ftp://example.com/a.jpg')).rejects.toThrow(/Only http and https/);
});
