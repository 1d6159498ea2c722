import { crc32, deflateRawSync } from 'node:zlib';
import { entry, zip, type ZipEntry } from '@alt-optimizer/server/testing/zip-writer.ts';

// The zip writer is the server's test one (also used for the openpyxl-shaped xlsx); the bombs below are built on it.
export { entry, zip, type ZipEntry } from '@alt-optimizer/server/testing/zip-writer.ts';

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
