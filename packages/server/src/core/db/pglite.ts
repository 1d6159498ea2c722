import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's buffer cache inside PGlite's WASM memory. PGlite starts Postgres with its default of 160 MB, and the
 * whole cache is resident from the start (measured: an idle server 120 MB lighter with 32 MB, issue 26). The
 * embedded database is one merchant's jobs and rows; the data files are also in the OS page cache, so a smaller
 * cache costs a file read, not a disk seek.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite's own start parameters (PGlite.defaultStartParams) plus the cache size above. */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

const INITDB_SCRIPT = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));

/**
 * Creates a new data directory in a child process that then exits. PGlite's initdb runs a second, temporary PGlite
 * and the initdb WASM module: about 700 MB at its peak, which V8 frees only at some later full GC (measured: an idle
 * server at 1.27 GB RSS after a first start, 0.77 GB on the same directory started again), too late under a 1 GB
 * memory limit. In a worker thread, ~100 MB of it stayed in the allocator's per-thread arenas; a process gives all
 * of it back.
 */
async function initDataDirInChild(dataDir: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [INITDB_SCRIPT, dataDir, JSON.stringify(PGLITE_START_PARAMS)], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`PGlite initdb process ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

/** PGlite in `dir` (created on first use), or in memory without one (tests: initdb then runs in this thread). */
export async function createPglite(dir: string | undefined): Promise<PGlite> {
  if (dir) {
    await mkdir(dir, { recursive: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      await initDataDirInChild(dir);
    }
  }
  return PGlite.create({ ...(dir ? { dataDir: dir } : {}), startParams: PGLITE_START_PARAMS });
}
