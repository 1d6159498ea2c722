import { LIMITS, XLSX_MIME } from '@alt-optimizer/contract';

/**
 * Client-side file checks from spec section 5. The server checks again; these exist so the
 * user hears about a wrong file at once, before an upload.
 */
export type FileCheck = { ok: true } | { ok: false; code: 'spreadsheet-type' | 'spreadsheet-size' | 'image-type' | 'image-size' };

const SPREADSHEET_TYPES = new Set([
  XLSX_MIME,
  'application/vnd.ms-excel',
  // The CSV guide and API docs accept .csv for bulk files.
  'text/csv',
]);
const SPREADSHEET_EXTENSIONS = ['.xlsx', '.xls', '.csv'];

/** Accept attribute for the spreadsheet input, so the picker offers the right files. */
export const SPREADSHEET_ACCEPT = [...SPREADSHEET_EXTENSIONS, ...SPREADSHEET_TYPES].join(',');
/** Accept attribute for the single-image input: the formats the panel advertises. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

interface FileLike {
  name: string;
  type: string;
  size: number;
}

export function checkSpreadsheet(file: FileLike): FileCheck {
  const name = file.name.toLowerCase();
  const typeOk = SPREADSHEET_TYPES.has(file.type) || SPREADSHEET_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!typeOk) {
    return { ok: false, code: 'spreadsheet-type' };
  }
  if (file.size > LIMITS.spreadsheetMaxBytes) {
    return { ok: false, code: 'spreadsheet-size' };
  }
  return { ok: true };
}

export function checkImage(file: FileLike): FileCheck {
  if (!file.type.startsWith('image/')) {
    return { ok: false, code: 'image-type' };
  }
  if (file.size > LIMITS.imageMaxBytes) {
    return { ok: false, code: 'image-size' };
  }
  return { ok: true };
}

/**
 * The "further validity check" (spec section 5): look at the first bytes so a renamed photo or PDF
 * is caught before upload. xlsx is a ZIP ("PK\3\4"), legacy xls an OLE2 file; CSV must be text.
 */
export function looksLikeSpreadsheet(head: Uint8Array, name: string): boolean {
  const isZip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  const isOle = head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0;
  if (isZip || isOle) {
    return true;
  }
  if (name.toLowerCase().endsWith('.csv')) {
    // Text files hold no NUL bytes; binaries almost always do within the first kilobyte.
    return head.length > 0 && !head.includes(0);
  }
  return false;
}
