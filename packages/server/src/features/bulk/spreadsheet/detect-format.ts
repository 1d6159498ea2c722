/** Formats recognised from the bytes themselves, never from the file name or the client's MIME type. */
export type SheetFormat = 'xlsx' | 'xls' | 'csv';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(head: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => head[i] === b);
}

/**
 * Classifies the first bytes of an upload (a few KB is enough). A zip is only an xlsx when it holds
 * an `xl/` part or the workbook content type — a docx or random zip is rejected. Text is CSV when it
 * is valid UTF-8 without NUL bytes (binary formats always contain some in the first KB).
 */
export function detectFormat(head: Uint8Array): SheetFormat | null {
  if (startsWith(head, ZIP_MAGIC)) {
    const ascii = Buffer.from(head).toString('latin1');
    if (ascii.includes('xl/')) {
      return 'xlsx';
    }
    // Parts may sit past the sniffed window; the ExcelJS parse is the final word then.
    return ascii.includes('[Content_Types].xml') && !/(^|\W)(word|ppt)\//.test(ascii) ? 'xlsx' : null;
  }
  if (startsWith(head, OLE2_MAGIC)) {
    return 'xls';
  }
  if (head.length === 0 || head.includes(0)) {
    return null;
  }
  // Cut a possibly split multi-byte character at the end before checking UTF-8 validity.
  let end = head.length;
  for (let i = 0; i < 3 && end > 0; i++) {
    const byte = head[end - 1]!;
    if (byte < 0x80) {
      break;
    }
    end--;
  }
  if (isUtf8(head.subarray(0, end))) {
    return 'csv';
  }
  // Latin-1 / Windows-1252 CSVs from old Excel are still text: accept when almost all bytes are printable.
  const printable = head.filter((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d).length;
  return printable / head.length > 0.97 ? 'csv' : null;
}

export function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
