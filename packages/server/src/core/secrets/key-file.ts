import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A key file holds 32 random bytes, as the server's own keys (job edit tokens, webhook secrets at rest) are made. */
export const KEY_FILE_BYTES = 32;

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

async function readKey(file: string): Promise<Buffer | undefined> {
  try {
    const key = await readFile(file);
    if (key.length !== KEY_FILE_BYTES) {
      throw new Error(`${file} is not a ${KEY_FILE_BYTES}-byte key; delete it to have a new one made`);
    }
    return key;
  } catch (error) {
    if (isCode(error, 'ENOENT')) {
      return undefined;
    }
    throw error;
  }
}

/**
 * Reads a key under DATA_DIR (`relativeFile`, e.g. secrets/job-edit.key), making it (random, owner-only) the first
 * time; two processes racing agree on one. Every process sharing the data shares the key; a new DATA_DIR gets a new one.
 */
export async function loadKeyFile(dataDir: string, relativeFile: string): Promise<Buffer> {
  const file = path.join(dataDir, relativeFile);
  const existing = await readKey(file);
  if (existing) {
    return existing;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_FILE_BYTES);
  // Written whole under a unique name, then linked into place: link fails if the key exists, so a racing process
  // never reads a half-written key and both end up with the one that won.
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(temp, key, { flag: 'wx', mode: 0o600 });
  try {
    await link(temp, file);
    return key;
  } catch (error) {
    if (isCode(error, 'EEXIST')) {
      return (await readKey(file))!;
    }
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}
