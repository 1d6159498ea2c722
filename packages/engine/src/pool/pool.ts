import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { EngineOptions } from '../engine.ts';
import { engineName } from '../providers/index.ts';
import { analyzeRemotely, asFallback, remoteProviderOf } from '../remote-analysis.ts';
import type { DecodedImage } from '../facts/decode.ts';
import type { AltContext, AltEngine, AltResult, WorkerRuntime } from '../types.ts';
import { createSharedOcrThread, YOUNG_GENERATION_MB } from './ocr-thread.ts';
import { threadPrograms } from './thread-programs.ts';
import type { PoolReply, PoolTask } from './worker.ts';

export interface PoolOptions extends EngineOptions {
  /** Worker threads; default os.availableParallelism(). */
  workers?: number | undefined;
}

export interface AltEnginePool extends AltEngine {
  readonly workers: number;
  /** Memory of each worker right after it loaded its models. */
  readonly warmRuntime: WorkerRuntime[];
  /**
   * The shared OCR thread's own heap and external memory; undefined until a photo needed OCR, and with OCR off or a
   * single worker (which reads text in its own thread).
   */
  ocrRuntime(): Promise<WorkerRuntime | undefined>;
  /** The live worker threads, for tests and diagnostics: one that exits is replaced by a fresh one. */
  threads(): readonly Worker[];
}

/**
 * A cap on each engine worker's V8 old generation, so a runaway heap fails one worker, not the machine (issue 26).
 * A worker's heap used to reach ~275 MB on the dev set, mostly PaddleOCR's per-image garbage (it built each input
 * in plain JS arrays, facts/ocr/paddle-input.ts no longer does); OCR now runs in the pool's OCR thread, or in the
 * worker of a one-worker pool. Measured with --trace-gc / --expose-gc, one engine
 * thread, the 250 dev photos plus a 6000 × 6000 photo and a 6000 × 6000 page of text: analysis peaks at 97 MB
 * (live after GC 77–80 MB), model loading at 106 MB (240 MB while CenterNet still loaded through tfjs). The dev set
 * and both large images ran to the end under 160 MB; 512 MB keeps twice the old loading peak. Rasters are
 * Buffers, tensors live in WASM or native memory: neither counts here.
 */
const WORKER_OLD_GENERATION_MB = 512;

/**
 * An AltEngine backed by worker threads: each worker loads the models once and analyses one image at a time,
 * so N workers use N cores. Resolves once every worker has loaded its models, so the first request is not slow.
 *
 * With a remote provider the threads only do the CPU work of the local engine, which then answers only when the
 * provider fails: the provider call itself (and its quick facts) runs on this thread, so calls in flight are bounded
 * by the callers (rows in flight, queue concurrency, the fleet limiter), not by the threads.
 */
export async function createEnginePool(options: PoolOptions = {}): Promise<AltEnginePool> {
  const { workers: requested, onFallback, ...engineOptions } = options;
  const remote = remoteProviderOf(engineOptions.provider);
  // Plain data only crosses into the threads, and they run the local engine alone: the provider is called from here.
  const threadOptions: EngineOptions = { ...engineOptions, provider: undefined };
  const workers = Math.max(1, requested ?? availableParallelism());
  const programs = await threadPrograms();
  const pool = new Piscina<PoolTask, PoolReply>({
    filename: programs.worker,
    ...(programs.execArgv ? { execArgv: programs.execArgv } : {}),
    minThreads: workers,
    maxThreads: workers,
    // One task per worker: inference is CPU-bound, interleaving would only add latency.
    concurrentTasksPerWorker: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  // One OCR thread for all workers (ocr-thread.ts): PaddleOCR + Tesseract load once per pool, not once per worker.
  // A lone worker reads text in its own thread: there is nothing to share, and the 1 GB server (bulk.memory-limit
  // test, 16 photos, cgroup) peaked at 905-916 MB that way against 959-984 MB with the extra thread.
  const ocr = threadOptions.ocr === false || workers === 1 ? undefined : createSharedOcrThread(programs);
  let warmRuntime: WorkerRuntime[];
  try {
    // One warm task per worker; a worker busy loading cannot take a second one, so each gets its own (and its own
    // port to the OCR thread: a worker that somehow got none reads text in its own thread, same lines).
    const warm = (): Promise<PoolReply> => {
      const ocrPort = ocr?.connect();
      return pool.run({ kind: 'warm', options: threadOptions, ocrPort }, { transferList: ocrPort ? [ocrPort] : [] });
    };
    const replies = await Promise.all(Array.from({ length: workers }, warm));
    warmRuntime = replies.flatMap((r) => (r.kind === 'warm' ? [r.runtime] : []));
  } catch (err) {
    await pool.destroy();
    await ocr?.close();
    throw err;
  }
  let closed = false;
  // Piscina replaces a worker that died (a heap over its cap, a native crash) with a fresh one that never gets a warm
  // task, so it never gets a port to the OCR thread either. From the death until a worker has taken one, every task
  // carries a spare port: the worker that lacks one keeps it, the others close theirs unused. (Counted on the death:
  // Piscina announces the new worker only once its module has loaded, after it may have queued tasks.)
  let portless = 0;
  pool.on('workerDestroy', () => {
    portless += ocr && !closed ? 1 : 0;
  });
  const analyzeLocally = async (image: Uint8Array, context: AltContext, decoded?: DecodedImage): Promise<AltResult> => {
    const ocrPort = portless > 0 ? ocr?.connect() : undefined;
    const task: PoolTask = { kind: 'analyze', options: threadOptions, image, context, decoded, ocrPort };
    const reply = await pool.run(task, { transferList: ocrPort ? [ocrPort] : [] });
    if (reply.kind !== 'analyze') {
      throw new Error('unexpected worker reply');
    }
    if (ocrPort && reply.tookOcrPort) {
      portless = Math.max(0, portless - 1);
    }
    return reply.result;
  };
  return {
    name: remote ? engineName(remote) : 'local',
    workers,
    warmRuntime,
    ocrRuntime: async () => ocr?.runtime(),
    threads: () => pool.threads,
    async analyze(image: Uint8Array, context: AltContext, decoded?: DecodedImage): Promise<AltResult> {
      if (closed) {
        throw new Error('engine pool is closed');
      }
      if (!remote) {
        return analyzeLocally(image, context, decoded);
      }
      const t0 = performance.now();
      const outcome = await analyzeRemotely(image, context, remote, onFallback, decoded);
      return outcome.result ?? asFallback(await analyzeLocally(image, context, decoded), outcome, t0);
    },
    async close(): Promise<void> {
      if (!closed) {
        closed = true;
        await pool.destroy();
        await ocr?.close();
      }
    },
  };
}
