import { LIMITS, XLSX_MIME } from '@alt-optimizer/contract';

/**
 * Client-side file checks from spec section 5. The server checks again; these exist so the
 * user hears about a wrong file at once, before an upload.
 */
export type FileCheck =
  { ok: true } | { ok: false; code: 'spreadsheet-type' | 'spreadsheet-legacy-xls' | 'spreadsheet-size' | 'image-type' | 'image-size' };

// The CSV guide and API docs accept .csv for bulk files. Legacy .xls is refused (LEGACY_XLS_REFUSAL says why to the user).
const SPREADSHEET_TYPES = [XLSX_MIME, 'text/csv'];
const SPREADSHEET_EXTENSIONS = ['.xlsx', '.csv'];
/** Windows labels a .csv as Excel's legacy type when Excel is installed, so that type alone proves nothing. */
const AMBIGUOUS_EXCEL_TYPE = 'application/vnd.ms-excel';

/** Accept attribute for the spreadsheet input, so the picker offers the right files (and not .xls). */
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
  if (name.endsWith('.xls')) {
    return { ok: false, code: 'spreadsheet-legacy-xls' };
  }
  const typeOk =
    [...SPREADSHEET_TYPES, AMBIGUOUS_EXCEL_TYPE].includes(file.type) || SPREADSHEET_EXTENSIONS.some((ext) => name.endsWith(ext));
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

/** What the first bytes say: a spreadsheet we read, a legacy .xls (OLE2) whatever its name, or neither. */
export type SpreadsheetContent = 'ok' | 'legacy-xls' | 'unreadable';

/**
 * The "further validity check" (spec section 5): look at the first bytes so a renamed photo or PDF, or an old .xls
 * renamed .xlsx, is caught before upload. xlsx is a ZIP ("PK\3\4"), legacy xls an OLE2 file; CSV must be text.
 */
export function spreadsheetContent(head: Uint8Array, name: string): SpreadsheetContent {
  const isZip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  const isOle = head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0;
  if (isOle) {
    return 'legacy-xls';
  }
  if (isZip) {
    return 'ok';
  }
  // Text files hold no NUL bytes; binaries almost always do within the first kilobyte.
  return name.toLowerCase().endsWith('.csv') && head.length > 0 && !head.includes(0) ? 'ok' : 'unreadable';
}
