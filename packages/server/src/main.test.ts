import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
    }
  }
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real entry point on a free port and resolves once it listens. */
function startServer(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ENGINE_WORKERS: '0', ADMIN_PASSWORD: '', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        resolve({ child, baseUrl: match[1], output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

async function loginStatus(baseUrl: string, password: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/admin/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  return res.status;
}

describe('server process', () => {
  it('starts on an empty DATA_DIR, stops cleanly on SIGTERM and keeps its admin password across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'alt-main-'));
    dirs.push(dataDir);

    const first = await startServer(dataDir);
    const health = await (await fetch(`${first.baseUrl}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', db: 'pglite', engine: expect.any(String) });
    const password = first.output().match(/Generated admin password[^:]*: ([A-Za-z0-9_-]+)/)?.[1];
    expect(password).toBeDefined();
    expect(await loginStatus(first.baseUrl, password ?? '')).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await startServer(dataDir);
    expect(second.output()).not.toContain('Generated admin password');
    expect(await loginStatus(second.baseUrl, password ?? '')).toBe(200);
    expect(await loginStatus(second.baseUrl, 'wrong password')).toBe(401);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
