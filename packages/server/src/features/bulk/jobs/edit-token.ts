import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { loadKeyFile } from '../../../core/secrets/key-file.ts';

/** Under DATA_DIR, beside the uploads: every process sharing the data shares the key, a new DATA_DIR gets a new one. */
export const EDIT_KEY_FILE = path.join('secrets', 'job-edit.key');

/** Reads the job-edit key, making it (random, owner-only) the first time; two processes racing agree on one. */
export function loadEditKey(dataDir: string): Promise<Buffer> {
  return loadKeyFile(dataDir, EDIT_KEY_FILE);
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
