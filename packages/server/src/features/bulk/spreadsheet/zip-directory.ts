import type { open } from 'node:fs/promises';

/**
 * The zip structures an .xlsx is read through, parsed by hand so a file can be judged before any parser inflates it:
 * the central directory (every entry's declared sizes, at the end of the file) and the local headers (what a streaming
 * reader such as ExcelJS's walks, from the start). No zip64: a size field at its 0xFFFFFFFF maximum is left as is,
 * which is over any cap we apply.
 */

export const LOCAL_SIGNATURE = 0x04034b50;
export const DESCRIPTOR_SIGNATURE = 0x08074b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIGNATURE = 0x06054b50;
/** End-of-central-directory record (22 bytes) plus the longest zip comment. */
const EOCD_SEARCH = 22 + 0xffff;
/** General purpose flag bit 3: sizes and CRC follow the data in a descriptor (the local header holds zeros). */
export const FLAG_DESCRIPTOR = 0x08;

export type FileHandle = Awaited<ReturnType<typeof open>>;

export interface ZipDirectoryEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** As declared: a bomb may declare a few bytes and inflate to gigabytes. */
  uncompressedSize: number;
  localOffset: number;
}

export interface ZipDirectory {
  entries: ZipDirectoryEntry[];
  /** Where the central directory starts: the local entries lie before it. */
  offset: number;
}

export interface LocalHeader {
  method: number;
  flags: number;
  compressedSize: number;
  /** First byte of the entry's data. */
  dataStart: number;
}

export async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(Math.max(0, length));
  const { bytesRead } = await fh.read(buf, 0, buf.length, position);
  return buf.subarray(0, bytesRead);
}

/** The central directory, or null when the file has no end record (not a zip, or cut short). */
export async function readZipDirectory(fh: FileHandle): Promise<ZipDirectory | null> {
  const { size } = await fh.stat();
  const tailStart = Math.max(0, size - EOCD_SEARCH);
  const tail = await readAt(fh, tailStart, size - tailStart);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) {
    return null;
  }
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  const cd = await readAt(fh, cdOffset, Math.min(cdSize, Math.max(0, size - cdOffset)));
  const entries: ZipDirectoryEntry[] = [];
  for (let p = 0; p + 46 <= cd.length && cd.readUInt32LE(p) === CENTRAL_SIGNATURE;) {
    const nameLength = cd.readUInt16LE(p + 28);
    entries.push({
      name: cd.toString('utf8', p + 46, p + 46 + nameLength),
      flags: cd.readUInt16LE(p + 8),
      method: cd.readUInt16LE(p + 10),
      compressedSize: cd.readUInt32LE(p + 20),
      uncompressedSize: cd.readUInt32LE(p + 24),
      localOffset: cd.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
  }
  return { entries, offset: cdOffset };
}

/** The local header at `position`, or null when none starts there (the walk has reached the central directory). */
export async function readLocalHeader(fh: FileHandle, position: number): Promise<LocalHeader | null> {
  const local = await readAt(fh, position, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_SIGNATURE) {
    return null;
  }
  return {
    flags: local.readUInt16LE(6),
    method: local.readUInt16LE(8),
    compressedSize: local.readUInt32LE(18),
    dataStart: position + 30 + local.readUInt16LE(26) + local.readUInt16LE(28),
  };
}
