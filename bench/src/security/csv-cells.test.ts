import { describe, expect, it } from 'vitest';
import { parseCsv, startsLikeFormula, writtenColumns } from './csv-cells.ts';

describe('csv-cells', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('returns only the columns the job added to the source header', () => {
    const records = parseCsv('Title,Shopify_URL,ALT,ALT_Status\nShoe,https://a/1.jpg,Red shoe,success\n');
    expect([...writtenColumns(records, ['Title', 'Shopify_URL']).entries()]).toEqual([
      ['ALT', ['Red shoe']],
      ['ALT_Status', ['success']],
    ]);
  });

  it.each([
    ['=1+1', true],
    ['+cmd', true],
    ['-2+3', true],
    ['@SUM(A1)', true],
    ['\tx', true],
    ["'=1+1", false],
    ['Red shoe', false],
  ])('%j starts like a formula: %s', (cell, formula) => {
    expect(startsLikeFormula(cell)).toBe(formula);
  });
});
