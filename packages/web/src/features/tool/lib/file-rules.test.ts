import { describe, expect, it } from 'vitest';
import { checkImage, checkSpreadsheet } from './file-rules.ts';

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
