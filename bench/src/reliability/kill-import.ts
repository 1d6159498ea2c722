import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@alt-optimizer/server/testing';
import { privateUrlsCsv, uploadCsv } from './bulk-job.ts';
import { seconds, type Outcome } from './report-table.ts';

/** Resolves once the upload is stored under its final name: the check is over and the rows' import has begun. */
async function importStarted(dataDir: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);
    if (names.some((n) => !n.endsWith('.part'))) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/**
 * kill -9 while an upload's rows are being inserted (PGlite: short statements, the job marked `importing`): the restart
 * must listen within seconds and delete that job with its rows instead of running it with part of them.
 */
export async function killDuringImport(killRows: number): Promise<Outcome[]> {
  // At least 100k rows, so the insert lasts long enough for the kill to land inside it.
  const rows = Math.max(killRows, 100_000);
  const env = { ENGINE_WORKERS: '0', RATE_LIMIT_JOBS_PER_HOUR: '0', BULK_MAX_IMAGES: String(rows), LOG_LEVEL: 'info' };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reliability-import-'));
  let server = await startServerProcess({ dataDir, env, startTimeoutMs: 180_000 });
  try {
    void uploadCsv(server.api, privateUrlsCsv(rows)).catch(() => undefined);
    const started = await importStarted(dataDir, 300_000);
    // Past the job's first statement, well before the last batch (100k rows take seconds to insert). The file is read
    // once more before the job row exists (cell-size check, alts shared by several images): 300 ms now lands before it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.child.kill('SIGKILL');
    await server.exited;
    const restarted = Date.now();
    server = await startServerProcess({ dataDir, env, startTimeoutMs: 180_000 });
    const listenMs = Date.now() - restarted;
    // The runner logs what it found at start (bulk-runner.ts): the cut-off import, and the jobs it resumes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('resuming unfinished bulk jobs'));
    const found = line ? (JSON.parse(line) as { jobs: number; abandonedImports: number }) : { jobs: 0, abandonedImports: 0 };
    return [
      {
        scenario: `PGlite: kill -9 while a ${rows.toLocaleString('en-US')}-row upload is inserted, restart`,
        measured: `listening after ${seconds(listenMs)}; ${found.abandonedImports} cut-off import deleted, ${found.jobs} job resumed`,
        bound: 'listens < 30 s, 1 deleted, 0 resumed',
        pass: started && listenMs < 30_000 && found.abandonedImports === 1 && found.jobs === 0,
      },
    ];
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
