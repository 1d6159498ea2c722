import { describe, expect, it } from 'vitest';
import { checkImage, checkSpreadsheet, looksLikeSpreadsheet } from './file-rules.ts';

const MB = 1024 * 1024;

describe('checkSpreadsheet', () => {
  it('accepts xlsx, xls and csv by MIME type or by name', () => {
    expect(checkSpreadsheet({ name: 'a.bin', type: 'application/vnd.ms-excel', size: 10 }).ok).toBe(true);
    expect(checkSpreadsheet({ name: 'CATALOG.XLSX', type: '', size: 10 }).ok).toBe(true);
    expect(checkSpreadsheet({ name: 'urls.csv', type: '', size: 10 }).ok).toBe(true);
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

describe('looksLikeSpreadsheet', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('recognises xlsx (zip) and xls (OLE2) signatures', () => {
    expect(looksLikeSpreadsheet(bytes(0x50, 0x4b, 0x03, 0x04, 0), 'a.xlsx')).toBe(true);
    expect(looksLikeSpreadsheet(bytes(0xd0, 0xcf, 0x11, 0xe0, 0), 'a.xls')).toBe(true);
  });
  it('rejects a JPEG renamed to .xlsx', () => {
    expect(looksLikeSpreadsheet(bytes(0xff, 0xd8, 0xff, 0xe0), 'photo.xlsx')).toBe(false);
  });
  it('accepts text CSV and rejects binary or empty CSV', () => {
    expect(looksLikeSpreadsheet(new TextEncoder().encode('Shopify_URL\nhttp://x/a.jpg'), 'u.csv')).toBe(true);
    expect(looksLikeSpreadsheet(bytes(0x89, 0x50, 0x4e, 0x47, 0, 0), 'u.csv')).toBe(false);
    expect(looksLikeSpreadsheet(bytes(), 'u.csv')).toBe(false);
  });
});
