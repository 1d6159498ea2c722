import { describe, expect, it } from 'vitest';
import { checkImage, checkSpreadsheet, spreadsheetContent, SPREADSHEET_ACCEPT } from './file-rules.ts';

const MB = 1024 * 1024;

describe('checkSpreadsheet', () => {
  it('accepts xlsx and csv by MIME type or by name (Windows labels .csv as vnd.ms-excel)', () => {
    expect(checkSpreadsheet({ name: 'export.csv', type: 'application/vnd.ms-excel', size: 10 }).ok).toBe(true);
    expect(checkSpreadsheet({ name: 'CATALOG.XLSX', type: '', size: 10 }).ok).toBe(true);
    expect(checkSpreadsheet({ name: 'urls.csv', type: '', size: 10 }).ok).toBe(true);
  });
  it('refuses legacy .xls at selection, and the picker does not offer it', () => {
    expect(checkSpreadsheet({ name: 'Old.XLS', type: 'application/vnd.ms-excel', size: 10 })).toEqual({
      ok: false,
      code: 'spreadsheet-legacy-xls',
    });
    expect(SPREADSHEET_ACCEPT.split(',')).not.toContain('.xls');
    expect(SPREADSHEET_ACCEPT.split(',')).not.toContain('application/vnd.ms-excel');
  });
  it('rejects other files', () => {
    expect(checkSpreadsheet({ name: 'photo.png', type: 'image/png', size: 10 })).toEqual({
      ok: false,
      code: 'spreadsheet-type',
    });
  });
  it('rejects files over 50MB', () => {
    expect(checkSpreadsheet({ name: 'big.xlsx', type: '', size: 50 * MB + 1 })).toEqual({
      ok: false,
      code: 'spreadsheet-size',
    });
    expect(checkSpreadsheet({ name: 'ok.xlsx', type: '', size: 50 * MB }).ok).toBe(true);
  });
});

describe('checkImage', () => {
  it('requires an image MIME type', () => {
    expect(checkImage({ name: 'x.pdf', type: 'application/pdf', size: 1 })).toEqual({ ok: false, code: 'image-type' });
    expect(checkImage({ name: 'x.webp', type: 'image/webp', size: 1 }).ok).toBe(true);
  });
  it('rejects images over 10MB', () => {
    expect(checkImage({ name: 'x.jpg', type: 'image/jpeg', size: 10 * MB + 1 })).toEqual({
      ok: false,
      code: 'image-size',
    });
  });
});

describe('spreadsheetContent', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('reads xlsx (zip); an OLE2 file is a legacy .xls whatever its name', () => {
    expect(spreadsheetContent(bytes(0x50, 0x4b, 0x03, 0x04, 0), 'a.xlsx')).toBe('ok');
    expect(spreadsheetContent(bytes(0xd0, 0xcf, 0x11, 0xe0, 0), 'renamed.xlsx')).toBe('legacy-xls');
    expect(spreadsheetContent(bytes(0xd0, 0xcf, 0x11, 0xe0, 0), 'export.csv')).toBe('legacy-xls');
  });
  it('rejects a JPEG renamed to .xlsx', () => {
    expect(spreadsheetContent(bytes(0xff, 0xd8, 0xff, 0xe0), 'photo.xlsx')).toBe('unreadable');
  });
  it('accepts text CSV and rejects binary or empty CSV', () => {
    expect(spreadsheetContent(new TextEncoder().encode('Shopify_URL\nhttp://x/a.jpg'), 'u.csv')).toBe('ok');
    expect(spreadsheetContent(bytes(0x89, 0x50, 0x4e, 0x47, 0, 0), 'u.csv')).toBe('unreadable');
    expect(spreadsheetContent(bytes(), 'u.csv')).toBe('unreadable');
  });
});
