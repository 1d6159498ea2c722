import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip writer for test files (xlsx are zips): entries in the order given, deflate, no zip64. An entry states its own
 * CRC and uncompressed size, so the security suite can build bombs whose deflated stream was made elsewhere.
 */
export interface ZipEntry {
  name: string;
  /** Stored already deflated (raw), with the uncompressed size and CRC it claims. */
  deflated: Buffer;
  size: number;
  crc: number;
}

export function entry(name: string, content: Buffer | string): ZipEntry {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  return { name, deflated: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/** Local headers, then the central directory, then the end record. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    // version needed, method 8 (deflate), then CRC, sizes, name length: at 4/8/14… in a local header, 2 bytes later in a central one.
    const header = (size: number, signature: number, at: number): Buffer => {
      const buf = Buffer.alloc(size);
      buf.writeUInt32LE(signature, 0);
      buf.writeUInt16LE(20, at - 10);
      buf.writeUInt16LE(8, at - 6);
      buf.writeUInt32LE(e.crc >>> 0, at);
      buf.writeUInt32LE(e.deflated.length, at + 4);
      buf.writeUInt32LE(e.size >>> 0, at + 8);
      buf.writeUInt16LE(name.length, at + 12);
      return buf;
    };
    const local = header(30, 0x04034b50, 14);
    const central = header(46, 0x02014b50, 16);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
