import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerToExit, startServerProcess, type ServerProcess } from './testing/server-process.ts';

const running: ServerProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** The real entry point on an empty or reused DATA_DIR, logging at info so the generated password shows. */
async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({ dataDir, env: { ENGINE_WORKERS: '0', LOG_LEVEL: 'info' } });
  running.push(server);
  return server;
}

async function loginStatus(server: ServerProcess, password: string): Promise<number> {
  const res = await fetch(server.api('/admin/auth'), {
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

    const first = await start(dataDir);
    const health = await (await fetch(first.api('/health'))).json();
    expect(health).toMatchObject({ status: 'ok', db: 'pglite', engine: expect.any(String) });
    const password = first.output().match(/Generated admin password[^:]*: ([A-Za-z0-9_-]+)/)?.[1];
    expect(password).toBeDefined();
    expect(await loginStatus(first, password ?? '')).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await start(dataDir);
    expect(second.output()).not.toContain('Generated admin password');
    expect(await loginStatus(second, password ?? '')).toBe(200);
    expect(await loginStatus(second, 'wrong password')).toBe(401);
    expect(await second.stop()).toBe(0);
  }, 240_000);
});

describe('server start with a bad environment', () => {
  it('prints each bad variable and exits non-zero before opening anything', () => {
    const child = runServerToExit({ PORT: 'not-a-port', LOG_LEVEL: 'chatty' }, 60_000);
    expect(child.status).toBe(1);
    expect(child.stderr).toContain('Invalid configuration');
    expect(child.stderr).toMatch(/PORT: /);
    expect(child.stderr).toMatch(/LOG_LEVEL: /);
  });

  it('refuses bad AI provider settings and names the variable, instead of silently using another engine', () => {
    const dataDir = path.join(tmpdir(), `alt-cfg-${process.pid}-${Date.now()}`);
    const child = runServerToExit({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', ALT_AI_PROVIDER: 'anthropic', ALT_AI_API_KEY: '' });
    expect(child.status).toBe(1);
    expect(child.stderr).toContain('ALT_AI_API_KEY');
    expect(child.stderr).not.toMatch(/\n\s+at /);
    // Checked before the database is opened, so nothing was created.
    expect(existsSync(dataDir)).toBe(false);
  });
});
