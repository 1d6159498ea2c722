import { createReadStream } from 'node:fs';

/** The two encodings CSV catalogues come in: UTF-8 (platform exports) or Windows-1252 (French/Western Excel "CSV"). */
export type CsvEncoding = 'utf-8' | 'windows-1252';

/**
 * UTF-8 when the whole file is valid UTF-8, else Windows-1252: a Windows-1252 file with any accent, ’, œ or € is
 * almost never valid UTF-8 by chance, while every byte sequence is valid Windows-1252. The whole file is checked
 * (streamed), not a head: a catalogue can be ASCII for thousands of rows before its first "é".
 */
export async function detectCsvEncoding(path: string): Promise<CsvEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * Windows-1252 bytes 0x80–0x9F (WHATWG index); every other byte is its Latin-1 code point. Written out because
 * Node 20's TextDecoder('windows-1252') decodes as Latin-1 (0x92 → U+0092 instead of ’), and 32 entries are
 * simpler than a decoding dependency.
 */
const WIN1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWin1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const codes = Array.from(bytes.subarray(i, i + 8192), (b) => (b >= 0x80 && b < 0xa0 ? WIN1252_HIGH[b - 0x80]! : b));
    out += String.fromCharCode(...codes);
  }
  return out;
}

/** The file as decoded text chunks (BOM kept: the reader strips and records it). */
export async function* decodeCsv(path: string, encoding: CsvEncoding): AsyncGenerator<string> {
  const decoder = encoding === 'utf-8' ? new TextDecoder('utf-8', { ignoreBOM: true }) : null;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    const text = decoder ? decoder.decode(chunk, { stream: true }) : decodeWin1252(chunk);
    if (text) {
      yield text;
    }
  }
  const rest = decoder?.decode() ?? '';
  if (rest) {
    yield rest;
  }
}

let win1252: Map<string, number> | undefined;

/** Character → byte, the inverse of decodeWin1252: every character read from the file encodes back to its byte. */
function win1252Table(): Map<string, number> {
  if (!win1252) {
    win1252 = new Map();
    for (let b = 0; b < 256; b++) {
      win1252.set(decodeWin1252(Uint8Array.of(b)), b);
    }
  }
  return win1252;
}
/**
 * Text → bytes in the file's encoding. Only cells we write can hold a character Windows-1252 lacks (an alt from an
 * AI provider): it is written without its accent when that fits ("ł" → "l"), else as "?".
 */
export function encodeCsv(text: string, encoding: CsvEncoding): Buffer {
  if (encoding === 'utf-8') {
    return Buffer.from(text, 'utf8');
  }
  const table = win1252Table();
  const out: number[] = [];
  for (const ch of text) {
    const byte = table.get(ch);
    if (byte !== undefined) {
      out.push(byte);
      continue;
    }
    const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const fallback = plain.length === 1 ? table.get(plain) : undefined;
    out.push(fallback ?? 0x3f);
  }
  return Buffer.from(out);
}
