import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { DESCRIPTOR_SIGNATURE, FLAG_DESCRIPTOR, readAt, readLocalHeader, readZipDirectory, type FileHandle } from './zip-directory.ts';

/**
 * Zip bombs in .xlsx uploads (issue 15 #14). ExcelJS inflates every part it meets, and writes worksheets that come
 * before the shared strings to temp files, before it can tell that the sheet holds nothing: a 200 KB upload that
 * unzips to 200 MB kept the server busy 19 s before it was refused. So before ExcelJS sees the file:
 *
 * 1. the central directory's declared sizes: over the cap, the file is refused without inflating a byte;
 * 2. declared sizes can lie, so every entry is inflated (output counted, then dropped: memory stays one chunk), walking
 *    the local headers from the start of the file as ExcelJS's streaming unzip does, and the walk stops as soon as the
 *    total passes the cap. A real workbook costs one extra inflate (~0.1 s for 50 MB of XML).
 *
 * A file this cannot walk (not a zip, damaged data) is left to ExcelJS, which refuses it as unreadable.
 */

export type UnzippedSizeCheck = { ok: true; bytes: number } | { ok: false; bytes: number; declared: boolean };

interface Inflated {
  bytes: number;
  /** Compressed bytes the deflate stream took, to find the next local header when the header gave no size. */
  consumed: number;
  complete: boolean;
}

/** Inflates the deflate stream starting at `start`, counting its output, stopping once `budget` is passed. */
function inflateFrom(path: string, start: number, end: number, budget: number): Promise<Inflated> {
  return new Promise((resolve) => {
    const source = createReadStream(path, { start, end: Math.max(start, end - 1) });
    const inflate = createInflateRaw();
    let bytes = 0;
    let settled = false;
    const settle = (complete: boolean) => {
      if (settled) {
        return;
      }
      settled = true;
      const consumed = inflate.bytesWritten;
      source.destroy();
      inflate.destroy();
      resolve({ bytes, consumed, complete });
    };
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > budget) {
        settle(false);
      }
    });
    inflate.on('end', () => settle(true));
    inflate.on('error', () => settle(false));
    source.on('error', () => settle(false));
    source.pipe(inflate);
  });
}

/** Where the entry after this one starts: past its data and, when flag bit 3 is set, its data descriptor. */
async function nextEntry(fh: FileHandle, dataEnd: number, flags: number): Promise<number> {
  if ((flags & FLAG_DESCRIPTOR) === 0) {
    return dataEnd;
  }
  const head = await readAt(fh, dataEnd, 4);
  return dataEnd + (head.length === 4 && head.readUInt32LE(0) === DESCRIPTOR_SIGNATURE ? 16 : 12);
}

/** Declared, then actual, bytes the .xlsx at `path` unzips to, against `maxBytes`. */
export async function checkXlsxUnzippedSize(path: string, maxBytes: number): Promise<UnzippedSizeCheck> {
  const fh = await open(path, 'r');
  try {
    const directory = await readZipDirectory(fh);
    if (!directory) {
      return { ok: true, bytes: 0 };
    }
    const declared = directory.entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > maxBytes) {
      return { ok: false, bytes: declared, declared: true };
    }
    let bytes = 0;
    let position = 0;
    for (let header = await readLocalHeader(fh, position); header; header = await readLocalHeader(fh, position)) {
      const known = (header.flags & FLAG_DESCRIPTOR) === 0 && header.compressedSize > 0;
      if (header.method === 0) {
        // Stored: its bytes are the file's own, bounded by the upload limit; its size must be known to step over it.
        const size = known ? header.compressedSize : directory.entries.find((e) => e.localOffset === position)?.compressedSize;
        if (size === undefined) {
          break;
        }
        bytes += size;
        position = await nextEntry(fh, header.dataStart + size, header.flags);
      } else if (header.method === 8) {
        const inflated = await inflateFrom(path, header.dataStart, directory.offset, maxBytes - bytes);
        bytes += inflated.bytes;
        if (!inflated.complete) {
          break;
        }
        position = await nextEntry(fh, header.dataStart + (known ? header.compressedSize : inflated.consumed), header.flags);
      } else {
        break;
      }
      if (bytes > maxBytes) {
        break;
      }
    }
    return bytes > maxBytes ? { ok: false, bytes, declared: false } : { ok: true, bytes };
  } finally {
    await fh.close();
  }
}
