/**
 * How many product rows a catalogue holds, read in the browser for the cost estimate shown before a bulk job on a
 * paid AI engine. An estimate: blank lines are skipped, a CSV cell with a line break inside counts twice, and only
 * the first worksheet of an xlsx is read (the one the server processes). null when the file cannot be read here.
 */
export async function countRows(file: Blob & { name: string }): Promise<number | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = file.name.toLowerCase().endsWith('.csv') ? new TextDecoder().decode(bytes) : await firstSheetXml(bytes);
  if (text === null) {
    return null;
  }
  const rows = file.name.toLowerCase().endsWith('.csv')
    ? text.split(/\r?\n/).filter((line) => line.replace(/[,;\s"]/g, '') !== '').length
    : (text.match(/<(?:\w+:)?row[\s>]/g) ?? []).length;
  // The first row is the header.
  return Math.max(0, rows - 1);
}

/** The XML of xl/worksheets/sheet1.xml from an xlsx (a zip), found through the zip's central directory. */
async function firstSheetXml(zip: Uint8Array<ArrayBuffer>): Promise<string | null> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // End of central directory: signature 0x06054b50 within the last 64 KB (+22 bytes).
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) {
    return null;
  }
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  for (let n = 0; n < count && at + 46 <= zip.length && view.getUint32(at, true) === 0x02014b50; n += 1) {
    const method = view.getUint16(at + 10, true);
    const packedSize = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    if (name === 'xl/worksheets/sheet1.xml') {
      const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const packed = zip.subarray(dataStart, dataStart + packedSize);
      if (method === 0) {
        return new TextDecoder().decode(packed);
      }
      const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
      return new Response(stream).text();
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}
