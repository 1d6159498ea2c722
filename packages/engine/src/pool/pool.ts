import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { EngineOptions } from '../engine.ts';
import { engineName } from '../providers/index.ts';
import type { AltContext, AltEngine, AltResult, WorkerRuntime } from '../types.ts';
import type { PoolReply, PoolTask } from './worker.ts';

export interface PoolOptions extends EngineOptions {
  /** Worker threads; default os.availableParallelism(). */
  workers?: number | undefined;
}

export interface AltEnginePool extends AltEngine {
  readonly workers: number;
  /** Memory of each worker right after it loaded its models. */
  readonly warmRuntime: WorkerRuntime[];
}

const ENTRY = fileURLToPath(new URL('./worker-entry.mjs', import.meta.url));

/**
 * An AltEngine backed by worker threads: each worker loads the models once and analyses one image at a time,
 * so N workers use N cores. Resolves once every worker has loaded its models, so the first request is not slow.
 */
export async function createEnginePool(options: PoolOptions = {}): Promise<AltEnginePool> {
  // Callbacks cannot cross into worker threads; results still say fallback: true when a provider failed.
  const { workers: requested, onFallback: _onFallback, ...engineOptions } = options;
  const workers = Math.max(1, requested ?? availableParallelism());
  const pool = new Piscina<PoolTask, PoolReply>({
    filename: ENTRY,
    minThreads: workers,
    maxThreads: workers,
    // One task per worker: inference is CPU-bound, interleaving would only add latency.
    concurrentTasksPerWorker: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  let warmRuntime: WorkerRuntime[];
  try {
    // One warm task per worker; a worker busy loading cannot take a second one, so each gets its own.
    const replies = await Promise.all(Array.from({ length: workers }, () => pool.run({ kind: 'warm', options: engineOptions })));
    warmRuntime = replies.flatMap((r) => (r.kind === 'warm' ? [r.runtime] : []));
  } catch (err) {
    await pool.destroy();
    throw err;
  }
  let closed = false;
  return {
    name: engineOptions.provider && engineOptions.provider.provider !== 'local' ? engineName(engineOptions.provider) : 'local',
    workers,
    warmRuntime,
    async analyze(image: Uint8Array, context: AltContext): Promise<AltResult> {
      if (closed) {
        throw new Error('engine pool is closed');
      }
      const reply = await pool.run({ kind: 'analyze', options: engineOptions, image, context });
      if (reply.kind !== 'analyze') {
        throw new Error('unexpected worker reply');
      }
      return reply.result;
    },
    async close(): Promise<void> {
      if (!closed) {
        closed = true;
        await pool.destroy();
      }
    },
  };
}
