/**
 * A real platform export grown to N data rows with its own layout: the header and every byte of each record kept,
 * records repeated in order, each copy's first field (handle, ID, SKU) suffixed `-k` so products stay distinct, and
 * every image reference rewritten to a loopback photo URL: shared within a copy as in the source (a photo used by two
 * products stays shared), distinct between copies.
 */

/** URLs, protocol-relative URLs and Magento's bare image file names, as the catalogue tests rewrite them. */
const IMAGE_REF = /(?:https?:)?\/\/[^\s,;"]+|\b[\w-]+\.jpe?g\b/gi;

export interface ScaledCatalogue {
  data: Buffer;
  /** Data rows (CSV records after the header). */
  rows: number;
  /** Distinct image URLs in the file. */
  distinctImages: number;
}

/** CSV records with their line ending, split outside quotes (a description may span lines). */
export function csvRecordTexts(text: string): string[] {
  const records: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === '\n') {
      records.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < text.length) {
    records.push(text.slice(start));
  }
  return records;
}

function suffixFirstField(record: string, suffix: string, delimiter: string): string {
  const end = record.search(new RegExp(`[${delimiter}\\r\\n]`));
  const first = end < 0 ? record : record.slice(0, end);
  if (first === '') {
    return record;
  }
  const tagged = first.endsWith('"') ? `${first.slice(0, -1)}${suffix}"` : `${first}${suffix}`;
  return tagged + record.slice(first.length);
}

/** `source` (bytes of the export) grown to `targetRows` data rows pointing at `${photoBase}/img/<n>.jpg`. */
export function scaleCatalogue(source: Buffer, targetRows: number, photoBase: string): ScaledCatalogue {
  // Latin-1 maps each byte to one character and back, so UTF-8 and Windows-1252 files both survive untouched.
  const [header, ...records] = csvRecordTexts(source.toString('latin1'));
  const dataRecords = records.filter((r) => r.trim() !== '');
  if (!header || dataRecords.length === 0) {
    throw new Error('the catalogue has no data rows');
  }
  const delimiter = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const out: string[] = [header];
  let images = 0;
  for (let copy = 0; out.length - 1 < targetRows; copy++) {
    const refs = new Map<string, string>();
    for (const record of dataRecords) {
      if (out.length - 1 >= targetRows) {
        break;
      }
      let text = record.replace(IMAGE_REF, (ref) => {
        if (!refs.has(ref)) {
          refs.set(ref, `${photoBase}/img/${images++}.jpg`);
        }
        return refs.get(ref)!;
      });
      if (!text.endsWith('\n')) {
        text += header.endsWith('\r\n') ? '\r\n' : '\n';
      }
      out.push(copy === 0 ? text : suffixFirstField(text, `-${copy}`, delimiter));
    }
  }
  return { data: Buffer.from(out.join(''), 'latin1'), rows: out.length - 1, distinctImages: images };
}
