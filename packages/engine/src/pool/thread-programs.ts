/**
 * What the pool's threads run: the engine worker and the OCR thread, bundled from their TypeScript into plain
 * JavaScript when a pool starts (~150 ms), so those threads start without a TypeScript loader. tsx registers its
 * loader hooks per thread and runs them in a thread of their own: ~26 MB of RSS for each engine thread (issue 26).
 *
 * The bundle is written beside the source (`packages/engine/.threads/`, named by its content): the packages it
 * leaves out (every bare import but our workspaces') then resolve from it as they do from the source, and each
 * module's `import.meta.url` is rewritten to its source file's, so model paths read the same files. Where that
 * folder cannot be written (a read-only install) or the bundle fails, the threads load the TypeScript through tsx as
 * before (`worker-entry.mjs`, `ocr-entry.mjs`), with a warning.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Plugin } from 'esbuild';

export interface ThreadPrograms {
  /** The engine worker's module (its default export handles the pool's tasks). */
  worker: string;
  /** The OCR thread's module. */
  ocr: string;
  /** The threads' execArgv: the process's without tsx's loader when they run the bundle; undefined inherits it. */
  execArgv: string[] | undefined;
}

const POOL_DIR = path.dirname(fileURLToPath(import.meta.url));
export const THREADS_DIR = path.join(POOL_DIR, '..', '..', '.threads');
/**
 * A bundle this process did not write is removed once it is this old: an older version's, left by an earlier deploy.
 * A server still running that version would need it again only to replace a dead thread.
 */
const STALE_MS = 7 * 24 * 60 * 60 * 1000;

/** Through tsx: each thread registers the loader itself (these entries work with or without the parent's). */
export const TSX_PROGRAMS: ThreadPrograms = {
  worker: path.join(POOL_DIR, 'worker-entry.mjs'),
  ocr: path.join(POOL_DIR, 'ocr-entry.mjs'),
  execArgv: undefined,
};

/** Our own TypeScript, with each `import.meta.url` made the source file's own (it names files beside it). */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replace(/\bimport\.meta\.url\b/g, url), loader: 'ts' };
    });
    // Packages stay imports, resolved at run time from .threads/ as from the source; our workspaces are TypeScript.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@alt-optimizer/') ? undefined : { path: args.path, external: true },
    );
  },
};

const LOADER_FLAGS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);
const TSX = /(^|\/)tsx(\/|$)/;

/** Node flags as units: a flag with the values written after it (`--import tsx` is one unit, `--x=1` another). */
function units(execArgv: readonly string[]): string[][] {
  const out: string[][] = [];
  for (const arg of execArgv) {
    const last = out[out.length - 1];
    if (last && !arg.startsWith('-')) {
      last.push(arg);
    } else {
      out.push([arg]);
    }
  }
  return out;
}

function isTsxLoader(unit: readonly string[]): boolean {
  const [flag = '', inline] = (unit[0] ?? '').split('=', 2);
  return LOADER_FLAGS.has(flag) && TSX.test(inline ?? unit[1] ?? '');
}

/** Whether a worker thread accepts these flags (Node refuses V8 and per-process flags there, synchronously). */
function workersAccept(execArgv: string[]): boolean {
  try {
    void new Worker('', { eval: true, execArgv }).terminate();
    return true;
  } catch {
    return false;
  }
}

/**
 * The process's execArgv for threads that run plain JavaScript: without tsx's loader, and without the flags a
 * worker refuses when they are given explicitly (V8's, such as --expose-gc, are process-wide: the thread has them
 * anyway, as it does when it inherits them).
 */
export function threadExecArgv(execArgv: readonly string[]): string[] {
  // Each flag is tried after the ones kept before it: some need an earlier one (--cpu-prof-dir needs --cpu-prof).
  let accepted: string[] = [];
  for (const unit of units(execArgv)) {
    if (!isTsxLoader(unit) && workersAccept([...accepted, ...unit])) {
      accepted = [...accepted, ...unit];
    }
  }
  return accepted;
}

async function writeOnce(file: string, contents: Uint8Array): Promise<void> {
  try {
    // Already there (the same source bundled before): touched, so it counts as in use for removeStale.
    const now = new Date();
    await utimes(file, now, now);
    return;
  } catch {
    // not there yet
  }
  // Another process may be writing the same bundle: each writes its own temporary file, the rename is atomic.
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}

async function removeStale(dir: string, keep: ReadonlySet<string>): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    if (!keep.has(file)) {
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
      if (Date.now() - mtimeMs > STALE_MS) {
        await unlink(file).catch(() => undefined);
      }
    }
  }
}

async function bundle(dir: string): Promise<ThreadPrograms> {
  const result = await build({
    entryPoints: { worker: path.join(POOL_DIR, 'worker.ts'), ocr: path.join(POOL_DIR, 'ocr-worker.ts') },
    outdir: dir,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Not minified, so functions keep their names in stack traces and CPU profiles (bench:profile) without esbuild's
    // keepNames, which would wrap each closure as it is created.
    logLevel: 'silent',
    plugins: [sourceUrls],
  });
  await mkdir(dir, { recursive: true });
  const written = new Map<string, string>();
  for (const output of result.outputFiles) {
    const name = path.basename(output.path, '.js');
    const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 16);
    const file = path.join(dir, `${name}-${hash}.mjs`);
    await writeOnce(file, output.contents);
    written.set(name, file);
  }
  const worker = written.get('worker');
  const ocr = written.get('ocr');
  if (!worker || !ocr) {
    throw new Error('the bundle lacks a thread program');
  }
  await removeStale(dir, new Set(written.values()));
  return { worker, ocr, execArgv: threadExecArgv(process.execArgv) };
}

/** The thread programs bundled into `dir`, or the TypeScript entries (with a warning) when that fails. */
export async function loadThreadPrograms(dir: string = THREADS_DIR): Promise<ThreadPrograms> {
  try {
    return await bundle(dir);
  } catch (error) {
    process.emitWarning(
      `engine threads load TypeScript through tsx (more memory per thread): ${error instanceof Error ? error.message : String(error)}`,
    );
    return TSX_PROGRAMS;
  }
}

let programs: Promise<ThreadPrograms> | null = null;

/** The thread programs of this process: bundled once, on the first pool's start. */
export function threadPrograms(): Promise<ThreadPrograms> {
  return (programs ??= loadThreadPrograms());
}
