import { isUtf8 } from 'node:buffer';
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { csvRows } from './bulk-fixtures.ts';

/** The platforms' real export files (exact bytes), see ../shared/catalogues/README.md. */
export const CATALOGUES = new URL('../../../../../shared/catalogues/', import.meta.url);

/** Every catalogue file in the shared folder (its README aside). */
export function catalogueFiles(): string[] {
  return readdirSync(CATALOGUES)
    .filter((name) => !/^readme/i.test(name))
    .sort();
}

/**
 * The export with every image reference (URL, protocol-relative URL, Magento file name) pointing at one distinct
 * loopback photo per distinct reference (`${imagesBase}/img/gNNNN.jpg`); every other byte kept.
 */
export function rewrittenExport(name: string, imagesBase: string): Buffer {
  const text = readFileSync(new URL(name, CATALOGUES), 'latin1');
  const seen = new Map<string, string>();
  const out = text.replace(/(?:https?:)?\/\/[^\s,;"]+|\b[\w-]+\.jpe?g\b/gi, (ref) => {
    if (!seen.has(ref)) {
      seen.set(ref, `${imagesBase}/img/g${String(seen.size + 1).padStart(4, '0')}.jpg`);
    }
    return seen.get(ref)!;
  });
  return Buffer.from(out, 'latin1');
}

/**
 * Cell by cell: same rows, same columns in the same order, every merchant cell identical; only `changed` columns
 * (the alt columns) may differ and `added` columns appear at the end. BOM, line endings and the final newline kept.
 */
export function expectCsvRoundTrip(source: Buffer, output: Buffer, delimiter: string, changed: string[], added: string[]): void {
  // Latin-1 keeps Windows-1252 bytes one per character; a BOM is only dropped by the parser from decoded UTF-8.
  const text = (b: Buffer) => b.toString(isUtf8(b) ? 'utf8' : 'latin1');
  const src = csvRows(text(source), delimiter);
  const out = csvRows(text(output), delimiter);
  expect(out[0]).toEqual([...src[0]!, ...added]);
  expect(out.length).toBe(src.length);
  const skip = new Set(changed.map((c) => src[0]!.indexOf(c)));
  src.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (!skip.has(c)) {
        expect(out[r]![c], `row ${r} column ${src[0]![c]}`).toBe(cell);
      }
    });
  });
  const crlf = (b: Buffer) => b.includes('\r\n');
  const bom = (b: Buffer) => b.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(crlf(output)).toBe(crlf(source));
  expect(bom(output)).toBe(bom(source));
  expect(output.at(-1) === 0x0a).toBe(source.at(-1) === 0x0a);
}
