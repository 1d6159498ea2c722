import { COLUMNS, FILE_NAMES, XLSX_MIME } from '@alt-optimizer/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';

const testApp = useTestApp();

async function readSheet(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v)));
  });
  return rows;
}

describe('template downloads', () => {
  it('serves the catalogue template as a real xlsx with the spec file name', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/api/download-template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${FILE_NAMES.templateComplete}"`);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual([COLUMNS.productId, COLUMNS.title, COLUMNS.description, COLUMNS.imageUrl]);
    expect(rows).toHaveLength(3);
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(4);
      expect(row[3]).toMatch(/^https:\/\/cdn\.shopify\.com\/.+\.jpg$/);
    }
  });

  it('serves the simple template with the image URL column only', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/api/download-template-simple' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${FILE_NAMES.templateSimple}"`);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual([COLUMNS.imageUrl]);
    expect(rows.slice(1).map((r) => r.length)).toEqual([1, 1]);
  });
});
