import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listImages } from './list-images.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-list-'));
  for (const file of ['b.JPG', 'a.png', 'notes.txt', 'sub/deep/c.webp', '.hidden/d.jpg', 'sub/.e.gif', 'alt-text.csv']) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), '');
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('lists image files recursively, sorted, as relative / paths, hidden ones and other files left out', async () => {
  expect(await listImages(dir)).toEqual(['a.png', 'b.JPG', 'sub/deep/c.webp']);
});
