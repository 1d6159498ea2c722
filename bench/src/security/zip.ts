import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** Stored already deflated (raw), with the uncompressed size and CRC it claims. */
  deflated: Buffer;
  size: number;
  crc: number;
}

export function entry(name: string, content: Buffer | string): ZipEntry {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  return { name, deflated: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/** A zip archive (deflate, no zip64) from entries: enough for an xlsx and its bombs. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(e.size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/** An xlsx whose only sheet is the given entry (its name must be xl/worksheets/sheet1.xml). */
export function xlsxWithSheet(sheet: ZipEntry): Buffer {
  return zip([
    entry('[Content_Types].xml', CONTENT_TYPES),
    entry('_rels/.rels', ROOT_RELS),
    entry('xl/workbook.xml', WORKBOOK),
    entry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    sheet,
  ]);
}

/**
 * Zip bomb: a sheet of `megabytes` MB of spaces inside a normal sheet element; deflate packs it ~1000:1. Built as one
 * raw deflate stream of a repeated block, without holding the whole expansion in memory.
 */
export function zipBombSheet(megabytes: number): ZipEntry {
  const head = Buffer.from('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
  const tail = Buffer.from('</sheetData></worksheet>');
  const block = Buffer.alloc(1024 * 1024, 0x20);
  const parts = [head, ...Array.from({ length: megabytes }, () => block), tail];
  let crc = 0;
  for (const part of parts) {
    crc = crc32(part, crc);
  }
  // Deflating the concatenation is fine at this size (tens of MB, a second of CPU).
  const deflated = deflateRawSync(Buffer.concat(parts), { level: 9 });
  return { name: 'xl/worksheets/sheet1.xml', deflated, size: head.length + tail.length + megabytes * block.length, crc };
}

/** XML bomb ("billion laughs"): nested entities that would expand to gigabytes if a parser expanded them. */
export function xmlBombSheet(): ZipEntry {
  const levels = ['<!ENTITY l0 "lollollollollollollollollollol">'];
  for (let i = 1; i < 10; i++) {
    levels.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
  }
  const xml = `<?xml version="1.0"?><!DOCTYPE worksheet [${levels.join('')}]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Shopify_URL</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>&l9;</t></is></c></row></sheetData></worksheet>`;
  return entry('xl/worksheets/sheet1.xml', xml);
}
