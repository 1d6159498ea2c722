import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '@alt-optimizer/server/testing';
import { createJob, privateUrlsCsv, progress, waitForJobEnd } from './bulk-job.ts';
import { seconds, type Outcome } from './report-table.ts';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function psql(url: string, command: string): boolean {
  return spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', command], { encoding: 'utf8', timeout: 15_000 }).status === 0;
}

interface Results {
  nextCursor: string | null;
  results: Array<{ id: string; processingStatus: string }>;
  processedProducts?: number;
}

/** Every row of a job: the summary's first page, then the cursor pages (issue 23 #4), 500 rows a read. */
async function allRows(api: (path: string) => string, jobId: string): Promise<Results['results']> {
  const first = (await (await fetch(api(`/results/${jobId}`))).json()) as Results;
  const rows = [...first.results];
  for (let after = first.nextCursor; after !== null;) {
    const page = (await (await fetch(api(`/results/${jobId}/rows?after=${after}&limit=500`))).json()) as Results;
    rows.push(...page.results);
    after = page.nextCursor;
  }
  return rows;
}

/** Polls progress until `n` rows are stored (or two minutes pass); returns how many were. */
async function processedAtLeast(server: ServerProcess, jobId: string, n: number): Promise<number> {
  let done = 0;
  for (let i = 0; i < 2400 && done < n; i++) {
    done = (await progress(server.api, jobId)).processedProducts;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return done;
}

/**
 * kill -9 once a fifth of the rows are stored, then a restart on the same data: how fast it listens again, and every
 * row stored exactly once (expected / stored / duplicated / lost); on the way, SIGTERM mid-job and one more restart.
 */
async function killAndRestart(label: string, rows: number, env: Record<string, string>, dataDir: string): Promise<Outcome[]> {
  const start = (): Promise<ServerProcess> =>
    startServerProcess({
      dataDir,
      // The row limit (BULK_MAX_IMAGES, 100,000 by default) raised for a larger --kill-rows.
      env: { ENGINE_WORKERS: '0', RATE_LIMIT_JOBS_PER_HOUR: '0', BULK_MAX_IMAGES: String(Math.max(rows, 100_000)), ...env },
      startTimeoutMs: 180_000,
    });
  let server = await start();
  const jobId = await createJob(server.api, privateUrlsCsv(rows));
  const before = await processedAtLeast(server, jobId, rows / 5);
  server.child.kill('SIGKILL');
  await server.exited;
  const restarted = Date.now();
  server = await start();
  const listenMs = Date.now() - restarted;
  // SIGTERM mid-job: the server must exit promptly, handing back the rows it claimed, and the next start finishes the job.
  const termAt = await processedAtLeast(server, jobId, (rows * 2) / 5);
  const termStarted = Date.now();
  const termExit = await server.stop();
  const termMs = Date.now() - termStarted;
  server = await start();
  try {
    const end = await waitForJobEnd(server.api, jobId, 900_000);
    const finished = (await allRows(server.api, jobId)).filter((r) => r.processingStatus === 'success' || r.processingStatus === 'failed');
    const stored = new Set(finished.map((r) => r.id)).size;
    const duplicated = Math.max(0, end.processedProducts - stored) + (finished.length - stored);
    const lost = rows - stored;
    const stopStarted = Date.now();
    const exitCode = await server.stop();
    return [
      {
        scenario: `${label}: kill -9 at ${before}/${rows} rows, restart`,
        measured: `listening after ${seconds(listenMs)}; ${end.status}`,
        bound: 'listens < 30 s, job completes',
        pass: listenMs < 30_000 && end.status === 'completed',
      },
      {
        scenario: `${label}: rows expected / stored / duplicated / lost`,
        measured: `${rows} / ${stored} / ${duplicated} / ${lost} (counter ${end.processedProducts})`,
        bound: `${rows} / ${rows} / 0 / 0`,
        pass: stored === rows && duplicated === 0 && lost === 0 && end.processedProducts === rows,
      },
      {
        scenario: `${label}: SIGTERM mid-job at ${termAt}/${rows} rows`,
        measured: `exit ${termExit} in ${seconds(termMs)}`,
        bound: 'exit 0 < 15 s',
        pass: termExit === 0 && termMs < 15_000,
      },
      {
        scenario: `${label}: SIGTERM after the job`,
        measured: `exit ${exitCode} in ${seconds(Date.now() - stopStarted)}`,
        bound: 'exit 0',
        pass: exitCode === 0,
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function killMidJob(rows: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reliability-pglite-'));
  try {
    outcomes.push(...(await killAndRestart('PGlite', rows, {}, dataDir)));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const name = `alt_reliability_${randomBytes(4).toString('hex')}`;
  if (!psql(PG_URL, `create database ${name}`)) {
    outcomes.push({ scenario: 'PostgreSQL: kill -9 mid-job', measured: `skipped: ${PG_URL} not reachable`, bound: '-', pass: true });
    return outcomes;
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const pgDataDir = await mkdtemp(path.join(tmpdir(), 'reliability-pg-'));
  try {
    outcomes.push(...(await killAndRestart('PostgreSQL', rows, { DATABASE_URL: url.toString() }, pgDataDir)));
  } finally {
    psql(PG_URL, `drop database if exists ${name} with (force)`);
    await rm(pgDataDir, { recursive: true, force: true });
  }
  return outcomes;
}
