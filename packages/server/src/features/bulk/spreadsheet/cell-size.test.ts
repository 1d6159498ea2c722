import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxBuffer } from '../../../testing/bulk-fixtures.ts';
import { csvRecords } from './csv-records.ts';
import { MAX_CELL_CHARS } from './read-rows.ts';
import { checkCatalogue } from './scan-catalogue.ts';

/** Issue 23, item 6: one huge field is refused while it is read, not after the whole of it was parsed. */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cell-size-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function* chunks(text: string, size = 64 * 1024): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) {
    yield text.slice(i, i + size);
  }
}

describe('cell size cap', () => {
  it('refuses a CSV with one 45 MB quoted description in well under a second', async () => {
    const path = join(dir, 'huge.csv');
    const description = 'x'.repeat(45 * 1024 * 1024);
    await writeFile(path, `Title,Description,Shopify_URL\nMug,"${description}",http://127.0.0.1:9/a.jpg\n`);
    const started = performance.now();
    const check = await checkCatalogue(path, 'csv', 'complete');
    const ms = performance.now() - started;
    process.stdout.write(`45 MB quoted description: refused in ${Math.round(ms)} ms\n`);
    expect(check).toEqual({ ok: false, problem: { kind: 'cell-too-large', row: 2, sheet: null, maxChars: MAX_CELL_CHARS } });
    // About 0.3 s on an idle machine, most of it the whole-file UTF-8 check; the bound leaves room for a busy CI.
    expect(ms).toBeLessThan(1500);
  }, 60_000);

  it('keeps a long but allowed description, and refuses an unquoted cell over the cap', async () => {
    const long = 'y'.repeat(200_000);
    const records = [];
    for await (const record of csvRecords(chunks(`a,b\n"${long}",2\n`), ',', MAX_CELL_CHARS)) {
      records.push(record);
    }
    expect(records[1]!.cells[0]).toHaveLength(200_000);
    const over = `a\n${'z'.repeat(MAX_CELL_CHARS + 10)}\n`;
    await expect(async () => {
      for await (const record of csvRecords(chunks(over), ',', MAX_CELL_CHARS)) {
        void record;
      }
    }).rejects.toThrow(/longer than/);
  });

  it('refuses an xlsx cell over the cap with the sheet and row', async () => {
    const path = join(dir, 'huge.xlsx');
    await writeFile(
      path,
      await xlsxBuffer({
        Catalogue: [
          ['Title', 'Description', 'Shopify_URL'],
          ['Mug', 'd'.repeat(MAX_CELL_CHARS + 1), 'http://127.0.0.1:9/a.jpg'],
        ],
      }),
    );
    expect(await checkCatalogue(path, 'xlsx', 'complete')).toEqual({
      ok: false,
      problem: { kind: 'cell-too-large', row: 2, sheet: 'Catalogue', maxChars: MAX_CELL_CHARS },
    });
  }, 60_000);
});
