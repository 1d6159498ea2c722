import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxBuffer } from '../../../testing/bulk-fixtures.ts';
import { openpyxlXlsx } from '../../../testing/openpyxl-xlsx.ts';
import { entry, zip, type ZipEntry } from '../../../testing/zip-writer.ts';
import { checkCatalogue } from './scan-catalogue.ts';
import { checkXlsxUnzippedSize } from './xlsx-unzipped-size.ts';
import { readZipDirectory } from './zip-directory.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xlsx-unzipped-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let files = 0;
async function file(bytes: Buffer): Promise<string> {
  const path = join(dir, `f${++files}.xlsx`);
  await writeFile(path, bytes);
  return path;
}

const MB = 1_000_000;

/** A worksheet part of `megabytes` MB of spaces: deflate packs it ~1000:1 (the security suite's bomb, smaller). */
function spacesSheet(megabytes: number): ZipEntry {
  const xml = Buffer.concat([
    Buffer.from('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'),
    Buffer.alloc(megabytes * MB, 0x20),
    Buffer.from('</sheetData></worksheet>'),
  ]);
  return { name: 'xl/worksheets/sheet1.xml', deflated: deflateRawSync(xml, { level: 9 }), size: xml.length, crc: crc32(xml) };
}

const TYPES = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/** A minimal workbook whose only sheet is `sheet`. */
function workbookWith(sheet: ZipEntry): Buffer {
  return zip([
    entry('[Content_Types].xml', TYPES),
    entry('_rels/.rels', ROOT_RELS),
    entry('xl/workbook.xml', WORKBOOK),
    entry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    sheet,
  ]);
}

/**
 * The zip writer's file rewritten as streaming writers (Java, .NET) write it: flag bit 3, zeros for the sizes in each local
 * header, the sizes in a data descriptor after the data; the central directory keeps the real ones.
 */
function withDescriptors(entries: ZipEntry[]): Buffer {
  const plain = zip(entries);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  let length = 0;
  for (const e of entries) {
    const nameLength = plain.readUInt16LE(at + 26);
    const local = Buffer.from(plain.subarray(at, at + 30 + nameLength));
    local.writeUInt16LE(0x08, 6);
    local.fill(0, 14, 26);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(e.crc >>> 0, 4);
    descriptor.writeUInt32LE(e.deflated.length, 8);
    descriptor.writeUInt32LE(e.size, 12);
    offsets.push(length);
    parts.push(local, e.deflated, descriptor);
    length += local.length + e.deflated.length + descriptor.length;
    at += 30 + nameLength + e.deflated.length;
  }
  const central = Buffer.from(plain.subarray(at, plain.length - 22));
  for (let p = 0, i = 0; p < central.length; i++) {
    central.writeUInt16LE(0x08, p + 8);
    central.writeUInt32LE(offsets[i]!, p + 42);
    p += 46 + central.readUInt16LE(p + 28);
  }
  const end = Buffer.from(plain.subarray(plain.length - 22));
  end.writeUInt32LE(length, 16);
  return Buffer.concat([...parts, central, end]);
}

/** What the central directory declares, summed: for a file that does not lie, what the walk must count. */
async function declaredBytes(path: string): Promise<number> {
  const fh = await open(path, 'r');
  try {
    return ((await readZipDirectory(fh))?.entries ?? []).reduce((sum, e) => sum + e.uncompressedSize, 0);
  } finally {
    await fh.close();
  }
}

describe('checkXlsxUnzippedSize', () => {
  it('counts every entry of real workbooks (ExcelJS-written, openpyxl-shaped, with data descriptors) and lets them through', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [`https://cdn.example.com/p/${i}.jpg`, `Product ${i}`]);
    const sheet = entry('xl/worksheets/sheet1.xml', `<worksheet><sheetData>${'<row/>'.repeat(50_000)}</sheetData></worksheet>`);
    for (const bytes of [
      await xlsxBuffer({ Products: [['Shopify_URL', 'Title'], ...rows] }),
      openpyxlXlsx({ Produits: [['Shopify_URL', 'Title'], ...rows], Notes: [['x']] }),
      withDescriptors([
        entry('[Content_Types].xml', TYPES),
        entry('xl/workbook.xml', WORKBOOK),
        sheet,
        entry('xl/styles.xml', '<styleSheet/>'),
      ]),
    ]) {
      const path = await file(bytes);
      const check = await checkXlsxUnzippedSize(path, 32 * MB);
      expect(check).toEqual({ ok: true, bytes: await declaredBytes(path) });
      expect(check.bytes).toBeGreaterThan(bytes.length);
    }
  });

  it('refuses a bomb from its declared size without inflating it', async () => {
    const path = await file(workbookWith(spacesSheet(5)));
    const started = performance.now();
    const check = await checkXlsxUnzippedSize(path, 1 * MB);
    expect(check).toMatchObject({ ok: false, declared: true });
    expect(check.bytes).toBeGreaterThan(5 * MB);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a bomb whose headers lie about its size, stopping the inflate just past the cap', async () => {
    const path = await file(workbookWith({ ...spacesSheet(5), size: 1024 }));
    const check = await checkXlsxUnzippedSize(path, 1 * MB);
    expect(check).toMatchObject({ ok: false, declared: false });
    expect(check.bytes).toBeGreaterThan(1 * MB);
    expect(check.bytes).toBeLessThan(2 * MB);
  });

  it('walks past data descriptors to a lying bomb behind them', async () => {
    const path = await file(
      withDescriptors([entry('[Content_Types].xml', TYPES), entry('xl/workbook.xml', WORKBOOK), { ...spacesSheet(5), size: 1024 }]),
    );
    expect(await checkXlsxUnzippedSize(path, 1 * MB)).toMatchObject({ ok: false, declared: false });
  });

  it('leaves files it cannot walk to the parser (not a zip, cut short)', async () => {
    expect(await checkXlsxUnzippedSize(await file(Buffer.from('Shopify_URL\nhttps://x/1.jpg\n')), MB)).toEqual({ ok: true, bytes: 0 });
    const whole = workbookWith(spacesSheet(1));
    expect((await checkXlsxUnzippedSize(await file(whole.subarray(0, whole.length >> 1)), MB)).ok).toBe(true);
  });

  it('checkCatalogue reports the cap as its own problem, before the parser reads the sheet', async () => {
    const path = await file(workbookWith({ ...spacesSheet(5), size: 1024 }));
    expect(await checkCatalogue(path, 'xlsx', 'simple', { maxUnzippedBytes: 2 * MB })).toEqual({
      ok: false,
      problem: { kind: 'xlsx-too-large', maxBytes: 2 * MB },
    });
  });
});
