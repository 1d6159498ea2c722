import { crc32, deflateSync } from 'node:zlib';
import type { ServerProcess } from '@alt-optimizer/server/testing';
import sharp from 'sharp';
import { errorOf, healthy, leaks, upload, type Answer } from './client.ts';
import type { SecurityTable } from './security-table.ts';
import { entry, xlsxWithSheet, xmlBombSheet, zip, zipBombSheet } from './zip.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])) >>> 0);
  return Buffer.concat([head, data, crc]);
}

/** A small PNG whose header claims width × height pixels (a decompression bomb by its dimensions). */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(0, 9);
  const rows = deflateSync(Buffer.alloc(1024 * 1024));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A refusal: a 4xx with a message in words, no internals, answered fast, and the server still healthy. */
async function expectRefusal(
  table: SecurityTable,
  section: string,
  input: string,
  server: ServerProcess,
  send: () => Promise<Answer>,
): Promise<void> {
  await table.probe(section, input, '4xx, plain message, healthy', async () => {
    const answer = await send();
    const health = await healthy(server);
    const ok = answer.status >= 400 && answer.status < 500 && !leaks(answer.text) && health.ok;
    return { actual: `${errorOf(answer)} in ${answer.ms} ms; health ${health.ms} ms`, pass: ok };
  });
}

export async function imageUploads(table: SecurityTable, server: ServerProcess): Promise<void> {
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3355aa' } })
    .jpeg()
    .toBuffer();
  const send = (name: string, type: string, bytes: Buffer) => () =>
    upload(server, '/analyze-single-image', 'image', { name, type, bytes }, { language: 'en' });
  const cases: [string, string, string, Buffer][] = [
    ['empty file', 'empty.jpg', 'image/jpeg', Buffer.alloc(0)],
    ['truncated JPEG (first 300 bytes)', 'cut.jpg', 'image/jpeg', jpeg.subarray(0, 300)],
    ['text named .jpg', 'notes.jpg', 'image/jpeg', Buffer.from('just some text, not an image\n'.repeat(20))],
    ['xlsx named .png', 'sheet.png', 'image/png', xlsxWithSheet(entry('xl/worksheets/sheet1.xml', '<worksheet/>'))],
    ['PNG claiming 100000 x 100000 px', 'bomb.png', 'image/png', pngClaiming(100_000, 100_000)],
    ['PNG claiming 60 MP (over the 50 MP limit)', 'big.png', 'image/png', pngClaiming(10_000, 6_000)],
    ['SVG with a script', 'x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ];
  for (const [input, name, type, bytes] of cases) {
    await expectRefusal(table, 'image', input, server, send(name, type, bytes));
  }
}

export async function spreadsheetUploads(table: SecurityTable, server: ServerProcess): Promise<void> {
  const send = (name: string, type: string, bytes: Buffer) => () =>
    upload(server, '/process-excel', 'file', { name, type, bytes }, { mode: 'simple', language: 'en' });
  const goodSheet = entry(
    'xl/worksheets/sheet1.xml',
    '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Shopify_URL</t></is></c></row></sheetData></worksheet>',
  );
  const whole = xlsxWithSheet(goodSheet);
  const cases: [string, string, string, Buffer][] = [
    ['empty .xlsx', 'empty.xlsx', XLSX_TYPE, Buffer.alloc(0)],
    ['truncated .xlsx (half of a valid file)', 'cut.xlsx', XLSX_TYPE, whole.subarray(0, Math.floor(whole.length / 2))],
    ['JPEG named .xlsx', 'photo.xlsx', XLSX_TYPE, Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(200)])],
    ['zip without a workbook named .xlsx', 'other.xlsx', XLSX_TYPE, zip([entry('readme.txt', 'hello')])],
    ['zip bomb: 200 MB sheet in a small xlsx', 'bomb.xlsx', XLSX_TYPE, xlsxWithSheet(zipBombSheet(200))],
    // The same bomb whose zip headers declare 1 KB: refused by counting the bytes actually inflated, not the headers.
    ['zip bomb: 200 MB sheet declaring 1 KB (sizes lie)', 'liar.xlsx', XLSX_TYPE, xlsxWithSheet({ ...zipBombSheet(200), size: 1024 })],
    ['XML bomb: nested entities (billion laughs)', 'laughs.xlsx', XLSX_TYPE, xlsxWithSheet(xmlBombSheet())],
    ['binary named .csv', 'data.csv', 'text/csv', Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0, 0, 9, 8])],
  ];
  for (const [input, name, type, bytes] of cases) {
    await expectRefusal(table, 'sheet', `${input} (${bytes.length} B)`, server, send(name, type, bytes));
  }
}
