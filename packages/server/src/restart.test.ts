import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig, type AppConfig } from './core/config.ts';
import { openDatabase } from './core/db/client.ts';
import { getJob, insertJobWithRows } from './core/jobs/job.repository.ts';
import { listResults } from './core/jobs/result.repository.ts';
import { createLogger } from './core/logger.ts';
import { getAdminPasswordHash } from './features/admin/admin.repository.ts';
import { ensureAdminPassword, login } from './features/admin/admin-auth.service.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

function configFor(dataDir: string): AppConfig {
  const parsed = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  if (!parsed.ok) {
    throw new Error(parsed.errors.join(', '));
  }
  return parsed.config;
}

function capturingLogger(config: AppConfig) {
  const lines: string[] = [];
  const logger = createLogger(config, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe('embedded database under DATA_DIR', () => {
  it('keeps jobs, results and the generated admin password hash across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'alt-restart-'));
    dirs.push(dataDir);
    const config = configFor(dataDir);

    // First start: empty directory, migrations run, a password is generated and printed once.
    const first = await openDatabase(config);
    expect(first.kind).toBe('pglite');
    const firstLog = capturingLogger(config);
    await ensureAdminPassword({ db: first.db, config, logger: firstLog.logger });
    const printed = firstLog.lines.join('').match(/Generated admin password[^:]*: ([A-Za-z0-9_-]+)/)?.[1];
    expect(printed).toBeDefined();
    const hash = await getAdminPasswordHash(first.db);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(printed);
    const job = await insertJobWithRows(first.db, { originalFileName: 'kept.xlsx' }, [
      { rowIndex: 0, title: 'Kept row', processingStatus: 'skipped', generatedAlt: 'Kept alt' },
    ]);
    await first.close();

    // Second start on the same directory: same data, no new password, the printed one still works.
    const second = await openDatabase(config);
    const secondLog = capturingLogger(config);
    await ensureAdminPassword({ db: second.db, config, logger: secondLog.logger });
    expect(secondLog.lines.join('')).not.toContain('Generated admin password');
    expect(await getAdminPasswordHash(second.db)).toBe(hash);
    expect((await getJob(second.db, job.id))?.originalFileName).toBe('kept.xlsx');
    const rows = await listResults(second.db, job.id);
    expect(rows.map((r) => r.generatedAlt)).toEqual(['Kept alt']);
    await expect(login({ db: second.db, config, logger: secondLog.logger }, printed ?? '')).resolves.toMatch(/.{40,}/);
    await second.close();
  });

  it('replaces the stored hash when ADMIN_PASSWORD changes, without printing it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'alt-restart-'));
    dirs.push(dataDir);
    const base = configFor(dataDir);
    const handle = await openDatabase(base);
    const { logger, lines } = capturingLogger(base);
    await ensureAdminPassword({ db: handle.db, config: { ...base, adminPassword: 'first password!' }, logger });
    await ensureAdminPassword({ db: handle.db, config: { ...base, adminPassword: 'second password!' }, logger });
    const deps = { db: handle.db, config: base, logger };
    await expect(login(deps, 'first password!')).rejects.toThrow('Incorrect password');
    await expect(login(deps, 'second password!')).resolves.toBeTypeOf('string');
    expect(lines.join('')).not.toContain('password!');
    await handle.close();
  });
});
