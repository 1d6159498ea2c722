import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { OcrControlReply } from './ocr-worker.ts';
import { loadThreadPrograms, threadExecArgv, threadPrograms, THREADS_DIR } from './thread-programs.ts';

describe('threadExecArgv', () => {
  it("drops tsx's loader in every spelling and keeps the other flags with their values", () => {
    expect(
      threadExecArgv(['--import', 'tsx', '--conditions', 'development', '--import=tsx/esm', '--require', 'tsx/cjs', '--trace-warnings']),
    ).toEqual(['--conditions', 'development', '--trace-warnings']);
  });

  it('keeps another loader', () => {
    expect(threadExecArgv(['--import', './my-hooks.mjs'])).toEqual(['--import', './my-hooks.mjs']);
  });

  it('drops the flags a worker thread refuses (V8 flags hold for the whole process anyway)', () => {
    expect(threadExecArgv(['--expose-gc', '--stack-trace-limit=50', '--no-warnings'])).toEqual(['--no-warnings']);
  });

  it('keeps a flag that needs an earlier one (a thread refuses --cpu-prof-dir without --cpu-prof)', () => {
    // The trial threads are stopped before they end, so they write no profile.
    const dir = path.join(os.tmpdir(), 'thread-programs-test');
    expect(threadExecArgv(['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx'])).toEqual(['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    expect(threadExecArgv([`--cpu-prof-dir=${dir}`])).toEqual([]);
  });
});

describe('threadPrograms', () => {
  it('bundles the thread programs as plain JavaScript that a thread without tsx runs', { timeout: 60_000 }, async () => {
    const programs = await threadPrograms();
    expect(path.dirname(programs.worker)).toBe(THREADS_DIR);
    expect(path.dirname(programs.ocr)).toBe(THREADS_DIR);
    expect(programs.execArgv?.join(' ') ?? '').not.toMatch(/tsx/);
    // Every module's import.meta.url is its source file's: model files are found beside the source.
    const source = readFileSync(programs.worker, 'utf8');
    expect(source).not.toMatch(/import\.meta\.url/);
    expect(source).toContain(`"file://${path.resolve(THREADS_DIR, '..', 'src', 'facts', 'imagenet', 'classifier.ts')}"`);
    expect(await threadPrograms()).toBe(await threadPrograms());

    expect(await askRuntime(new Worker(programs.ocr, { execArgv: [] }))).toBe('runtime');
  });

  it('falls back to the TypeScript entries, with a warning, where the bundle cannot be written', { timeout: 60_000 }, async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error): void => void warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      // A folder under a character device: mkdir fails as it would on a read-only install.
      const programs = await loadThreadPrograms('/dev/null/threads');
      expect(path.basename(programs.worker)).toBe('worker-entry.mjs');
      expect(path.basename(programs.ocr)).toBe('ocr-entry.mjs');
      expect(programs.execArgv).toBeUndefined();
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.join('\n')).toMatch(/engine threads load TypeScript through tsx/);
      expect(await askRuntime(new Worker(programs.ocr))).toBe('runtime');
    } finally {
      process.off('warning', onWarning);
    }
  });
});

/** Asks an OCR-thread program for its runtime (it answers once its module has loaded), then stops the thread. */
async function askRuntime(thread: Worker): Promise<OcrControlReply['kind']> {
  try {
    const reply = await new Promise<OcrControlReply>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
      thread.postMessage({ kind: 'runtime' });
    });
    return reply.kind;
  } finally {
    await thread.terminate();
  }
}
