import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EDIT_KEY_FILE, EditTokens, loadEditKey } from './edit-token.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'edit-key-'));
  dirs.push(dir);
  return dir;
}

const JOB = '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b';
const OTHER_JOB = '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4c';

describe('job edit tokens', () => {
  it('makes one owner-only key per DATA_DIR and reads the same key again, even when two callers race', async () => {
    const dir = await dataDir();
    const [a, b] = await Promise.all([loadEditKey(dir), loadEditKey(dir)]);
    expect(a.equals(b)).toBe(true);
    expect((await loadEditKey(dir)).equals(a)).toBe(true);
    const file = path.join(dir, EDIT_KEY_FILE);
    expect((await readFile(file)).equals(a)).toBe(true);
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it('verifies the token of its own job only, under its own key', async () => {
    const tokens = new EditTokens(await loadEditKey(await dataDir()));
    const token = tokens.tokenFor(JOB);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify(JOB, token)).toBe(true);
    expect(tokens.verify(JOB.toUpperCase(), token)).toBe(true);
    expect(tokens.verify(OTHER_JOB, token)).toBe(false);
    expect(tokens.verify(JOB, undefined)).toBe(false);
    expect(tokens.verify(JOB, '')).toBe(false);
    expect(tokens.verify(JOB, `${token.slice(0, -1)}A`)).toBe(token.endsWith('A'));
    const elsewhere = new EditTokens(await loadEditKey(await dataDir()));
    expect(elsewhere.verify(JOB, token)).toBe(false);
  });

  it('refuses a damaged key file instead of running with a weak key', async () => {
    const dir = await dataDir();
    await loadEditKey(dir);
    await writeFile(path.join(dir, EDIT_KEY_FILE), 'short');
    await expect(loadEditKey(dir)).rejects.toThrow(/not a 32-byte key/);
  });
});
