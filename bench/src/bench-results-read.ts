/**
 * `npm run bench:results-read` (issue 23, item 4): what reading a large job's results costs the server. A 20,000-row
 * job (alts, titles, descriptions, one row in 5 failed, one in 3 flagged) is written straight into a PGlite DATA_DIR,
 * then the real server process (`npm run serve`, PGlite, 127.0.0.1) is started on it and measured:
 *   1. the size and time of the job's first read, GET /api/results/{jobId};
 *   2. 32 parallel readers for 30 s, each reading that again and again (RATE_LIMIT_RESULTS_PER_MINUTE=0, so every
 *      read is served: the server's own cost): the server's RSS before and at its peak, /api/health's slowest answer;
 *   3. the same 32 readers paging through every row (GET …/rows, 100 a page, one page a request), where the server
 *      has that route;
 *   4. the same 32 readers at the default limit (60 reads a minute per client): how many are answered 429.
 * Loopback only. Flags: --rows N (20000), --readers N (32), --seconds N (30).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '@alt-optimizer/server/testing';
import { openDatabase } from '../../packages/server/src/core/db/client.ts';
import { analyzeResults } from '../../packages/server/src/core/jobs/job-import.ts';
import { insertJobWithRows } from '../../packages/server/src/core/jobs/job.repository.ts';
import type { NewJobResult } from '../../packages/server/src/core/jobs/result.repository.ts';
import { probeHealth } from './reliability/health-probe.ts';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

const ROWS = flag('rows', 20_000);
const READERS = flag('readers', 32);
const SECONDS = flag('seconds', 30);

/** Rows like a real catalogue's: a title, a description, an alt of ~90 characters; failures and review flags mixed in. */
function catalogueRows(count: number): NewJobResult[] {
  return Array.from({ length: count }, (_, rowIndex): NewJobResult => {
    const failed = rowIndex % 5 === 0;
    const alt = `Navy linen shirt with rolled sleeves and wooden buttons, folded on a white background (${rowIndex})`;
    return {
      rowIndex,
      productId: `SKU-${rowIndex}`,
      title: `Linen shirt ${rowIndex}`,
      description: 'Relaxed fit, 100 % European linen, garment-washed for softness. Machine wash cold, line dry.',
      shopifyUrl: `https://cdn.shop.test/files/products/linen-shirt-${rowIndex}.jpg?v=1700000000`,
      processingStatus: failed ? 'failed' : 'success',
      errorMessage: failed ? 'Image not found (404)' : null,
      generatedAlt: failed ? null : alt,
      characterCount: failed ? 0 : alt.length,
      needsReview: !failed && rowIndex % 3 === 0,
      violations: [],
      processingTime: failed ? null : 420,
    };
  });
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Load {
  requests: number;
  ok: number;
  limited: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  healthMaxMs: number;
  healthP95Ms: number;
}

/** `READERS` loops, each calling its own `reader()` for `SECONDS`, with the server's RSS sampled and /api/health probed meanwhile. */
async function underLoad(server: ServerProcess, reader: () => () => Promise<{ status: number; bytes: number }>): Promise<Load> {
  const pid = server.child.pid ?? 0;
  const rssBeforeMb = await rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => void rssMb(pid).then((mb) => (rssPeakMb = Math.max(rssPeakMb, mb))), 250);
  const healthTimes: number[] = [];
  const probe = probeHealth(server.api('/health'));
  const health = (async () => {
    // probeHealth keeps the slowest; the p95 needs every answer, so time our own probe beside it.
    const end = Date.now() + SECONDS * 1000;
    while (Date.now() < end) {
      const started = performance.now();
      await fetch(server.api('/health')).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      );
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const totals = { requests: 0, ok: 0, limited: 0, bytes: 0 };
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      const read = reader();
      while (Date.now() < end) {
        const { status, bytes } = await read().catch(() => ({ status: 0, bytes: 0 }));
        totals.requests += 1;
        totals.ok += status === 200 ? 1 : 0;
        totals.limited += status === 429 ? 1 : 0;
        totals.bytes += bytes;
      }
    }),
  );
  await health;
  const probed = await probe.stop();
  clearInterval(sampler);
  healthTimes.sort((a, b) => a - b);
  const p95 = healthTimes[Math.floor(healthTimes.length * 0.95)] ?? 0;
  return {
    ...totals,
    rssBeforeMb,
    rssPeakMb,
    healthMaxMs: Math.round(Math.max(probed.maxMs, healthTimes.at(-1) ?? 0)),
    healthP95Ms: Math.round(p95),
  };
}

async function get(url: string): Promise<{ status: number; bytes: number; json: unknown }> {
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  const json: unknown = res.headers.get('content-type')?.includes('json') ? JSON.parse(body.toString('utf8')) : null;
  return { status: res.status, bytes: body.length, json };
}

/** A reader going through every page of the job (…/rows, 100 a page), one page per call, from the start again at the end. */
function pager(server: ServerProcess, jobId: string): () => Promise<{ status: number; bytes: number }> {
  let after: string | null = null;
  return async () => {
    const page = await get(server.api(`/results/${jobId}/rows?limit=100${after ? `&after=${after}` : ''}`));
    after = page.status === 200 ? (page.json as { nextCursor: string | null }).nextCursor : null;
    return page;
  };
}

function line(label: string, load: Load): string {
  return (
    `${label.padEnd(34)} ${String(load.requests).padStart(6)} reads (${load.ok} ok, ${load.limited} 429), ` +
    `${(load.bytes / 1e6).toFixed(0).padStart(6)} MB sent; RSS ${load.rssBeforeMb} -> ${load.rssPeakMb} MB; ` +
    `/api/health p95 ${load.healthP95Ms} ms, slowest ${load.healthMaxMs} ms`
  );
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-results-'));
  try {
    const seedStarted = Date.now();
    const handle = await openDatabase({ dataDir, databaseUrl: undefined });
    const job = await insertJobWithRows(handle.db, { originalFileName: 'catalogue.csv', status: 'completed' }, catalogueRows(ROWS));
    // As an upload leaves it: the table's statistics fresh (job-import.ts), so the planner reads pages through the index.
    await analyzeResults(handle.db);
    await handle.close();
    console.log(`${ROWS.toLocaleString('en-US')}-row job written in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    const run = async (limit: string, body: (server: ServerProcess) => Promise<void>) => {
      const server = await startServerProcess({ dataDir, env: { ENGINE_WORKERS: '0', RATE_LIMIT_RESULTS_PER_MINUTE: limit } });
      try {
        await body(server);
      } finally {
        await server.stop();
      }
    };
    await run('0', async (server) => {
      const started = performance.now();
      const first = await get(server.api(`/results/${job.id}`));
      const ms = Math.round(performance.now() - started);
      console.log(`first read GET /api/results/{jobId}: ${first.status}, ${(first.bytes / 1e6).toFixed(3)} MB in ${ms} ms`);
      console.log(
        line(`${READERS} readers x ${SECONDS} s, no limit`, await underLoad(server, () => () => get(server.api(`/results/${job.id}`)))),
      );
      const probe = await get(server.api(`/results/${job.id}/rows?limit=100`));
      if (probe.status === 200) {
        console.log(line(`${READERS} pagers x ${SECONDS} s, no limit`, await underLoad(server, () => pager(server, job.id))));
      } else {
        console.log(`GET /api/results/{jobId}/rows: ${probe.status} (this server has no result pages)`);
      }
    });
    await run('', async (server) => {
      console.log(
        line(
          `${READERS} readers x ${SECONDS} s, default limit`,
          await underLoad(server, () => () => get(server.api(`/results/${job.id}`))),
        ),
      );
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
