import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_BYTES = 32;

/** Under DATA_DIR, beside the uploads: every process sharing the data shares the key, a new DATA_DIR gets a new one. */
export const EDIT_KEY_FILE = path.join('secrets', 'job-edit.key');

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

async function readKey(file: string): Promise<Buffer | undefined> {
  try {
    const key = await readFile(file);
    if (key.length !== KEY_BYTES) {
      throw new Error(`${file} is not a ${KEY_BYTES}-byte key; delete it to have a new one made`);
    }
    return key;
  } catch (error) {
    if (isCode(error, 'ENOENT')) {
      return undefined;
    }
    throw error;
  }
}

/** Reads the job-edit key, making it (random, owner-only) the first time; two processes racing agree on one. */
export async function loadEditKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, EDIT_KEY_FILE);
  const existing = await readKey(file);
  if (existing) {
    return existing;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
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

/**
 * The per-job edit token: HMAC-SHA256 of the job id under the server's key. The browser that created the job
 * receives it once (POST /api/process-excel) and sends it back on every change to the job's rows; knowing the job
 * id alone (it is in download links, logs, the admin list) is not enough. Nothing is stored per job, so no table
 * changes, and a token stays valid as long as the job and the key exist.
 */
export class EditTokens {
  constructor(private readonly key: Buffer) {}

  tokenFor(jobId: string): string {
    return createHmac('sha256', this.key).update(`job-edit:${jobId.toLowerCase()}`).digest('base64url');
  }

  verify(jobId: string, token: string | undefined): boolean {
    if (!token) {
      return false;
    }
    const expected = Buffer.from(this.tokenFor(jobId), 'utf8');
    const given = Buffer.from(token, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
