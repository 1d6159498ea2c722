import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../core/db/client.ts';
import { jobFiles, patchJob } from '../../../core/jobs/job.repository.ts';
import { thumbnailDir } from '../review/thumbnail.service.ts';

/** A file no job names (an upload cut off by a crash, a stored upload whose job insert failed) is kept this long. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** The folders under DATA_DIR that hold merchants' files: their uploads and the enhanced copies. */
const FOLDERS = ['uploads', 'outputs'];

export interface SweepOptions {
  /** How long a finished job's upload and output are kept after the job was created. */
  retentionMs: number;
  now?: number;
}

async function filesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.map((name) => path.join(dir, name));
}

/**
 * Deletes the upload, output and thumbnails of every finished job older than the retention (the job row stays, its
 * file paths cleared, so a download answers that the files are gone), and every file under uploads/ or outputs/
 * that no job names, and every thumbnail folder of a job that no longer exists, once older than ORPHAN_GRACE_MS. A job still pending or processing keeps its files whatever its age.
 * Returns the paths deleted.
 */
export async function sweepJobFiles(db: Db, dataDir: string, options: SweepOptions): Promise<string[]> {
  const now = options.now ?? Date.now();
  const deleted: string[] = [];
  const named = new Set<string>();
  const jobs = await jobFiles(db);
  for (const job of jobs) {
    const paths = [job.sourceFilePath, job.enhancedFilePath].filter((p): p is string => Boolean(p));
    const finished = job.status === 'completed' || job.status === 'failed';
    if (finished && now - job.createdAt.getTime() > options.retentionMs) {
      if (paths.length > 0) {
        await patchJob(db, job.id, { sourceFilePath: null, enhancedFilePath: null });
      }
      for (const p of paths) {
        await rm(p, { force: true });
        deleted.push(p);
      }
      deleted.push(...(await removeFolder(thumbnailDir(dataDir, job.id))));
    } else {
      paths.forEach((p) => named.add(path.resolve(p)));
    }
  }
  for (const folder of FOLDERS) {
    for (const file of await filesIn(path.join(dataDir, folder))) {
      if (named.has(path.resolve(file))) {
        continue;
      }
      const info = await stat(file).catch(() => null);
      if (info?.isFile() && now - info.mtimeMs > ORPHAN_GRACE_MS) {
        await rm(file, { force: true });
        deleted.push(file);
      }
    }
  }
  const known = new Set(jobs.map((j) => j.id));
  for (const folder of await filesIn(path.join(dataDir, 'thumbnails'))) {
    const info = await stat(folder).catch(() => null);
    if (!known.has(path.basename(folder)) && info?.isDirectory() && now - info.mtimeMs > ORPHAN_GRACE_MS) {
      deleted.push(...(await removeFolder(folder)));
    }
  }
  return deleted;
}

/** Removes a folder and what it holds; returns it when it was there. */
async function removeFolder(folder: string): Promise<string[]> {
  const there = await stat(folder).catch(() => null);
  await rm(folder, { recursive: true, force: true });
  return there ? [folder] : [];
}

export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Sweeps now (files a crash left behind go at start) and every hour; returns the stop function. */
export function startFileSweeps(
  db: Db,
  dataDir: string,
  retentionHours: number,
  logger: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): () => void {
  const sweep = () =>
    sweepJobFiles(db, dataDir, { retentionMs: retentionHours * 60 * 60 * 1000 }).then(
      (deleted) => deleted.length > 0 && logger.info({ files: deleted.length }, 'bulk files past retention deleted'),
      (err: unknown) => logger.error({ err }, 'bulk file retention sweep failed'),
    );
  const first = setTimeout(() => void sweep(), 0);
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
