import { describe, expect, it } from 'vitest';
import { parseCsv } from './dataset.ts';

describe('parseCsv', () => {
  it('handles quoted commas, doubled quotes, CRLF and newlines inside quotes', () => {
    const text = 'a,b,c\r\n1,"x, y","say ""hi"""\n2,"line\nbreak",z\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'line\nbreak', 'z'],
    ]);
  });
  it('keeps an empty last field', () => {
    expect(parseCsv('a,b\n1,')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });
});
