/**
 * The default ENGINE_WORKERS (issue 26): one worker per core, but no more than the memory the process may use
 * holds. Each engine worker thread holds its own models (onnxruntime sessions, tfjs WASM on a model shot, and OCR
 * once a photo with text came), so on a 2 GB VPS or a container limited to 1 GB the core count alone would start
 * more workers than fit.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';

/** Resident memory one engine worker thread may reach in a long bulk job (bench:engine, issue 26: ≤ 450 MB). */
export const ENGINE_WORKER_MB = 450;
/** The server process without its workers: Node, tsx, Fastify, the database, rows in flight. */
export const SERVER_BASE_MB = 300;

export interface MemoryLimit {
  bytes: number;
  /** Where it was read: the cgroup limit of this process, or the machine's total memory. */
  source: 'cgroup' | 'total';
}

const MB = 1024 * 1024;

/** A cgroup v2 memory.max ("max" or bytes); undefined when the file is absent or unlimited. */
function cgroupV2Max(file = '/sys/fs/cgroup/memory.max'): number | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    const bytes = Number(text);
    return text !== 'max' && Number.isFinite(bytes) && bytes > 0 ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The memory this process may use: its cgroup limit (v1 or v2, as libuv reads it for process.constrainedMemory,
 * else /sys/fs/cgroup/memory.max), when there is one below the machine's memory; else os.totalmem().
 */
export function memoryLimit(
  read: { constrained?: () => number | undefined; v2Max?: () => number | undefined; total?: () => number } = {},
): MemoryLimit {
  const total = (read.total ?? totalmem)();
  const constrained = (read.constrained ?? (() => process.constrainedMemory?.()))();
  const limit = constrained !== undefined && constrained > 0 && constrained < total ? constrained : (read.v2Max ?? cgroupV2Max)();
  return limit !== undefined && limit < total ? { bytes: limit, source: 'cgroup' } : { bytes: total, source: 'total' };
}

export interface WorkerChoice {
  workers: number;
  /** Why: logged at start ("2 workers: 2 cores; 24105 MB (total memory) holds 52"). */
  reason: string;
}

/** ENGINE_WORKERS when it is not set: min(cores, what the memory holds), at least one. */
export function defaultEngineWorkers(cores: number = availableParallelism(), memory: MemoryLimit = memoryLimit()): WorkerChoice {
  const mb = Math.floor(memory.bytes / MB);
  const fit = Math.max(1, Math.floor((mb - SERVER_BASE_MB) / ENGINE_WORKER_MB));
  const workers = Math.max(1, Math.min(cores, fit));
  const where = memory.source === 'cgroup' ? 'cgroup memory limit' : 'total memory';
  const bound = workers < cores ? 'memory' : 'cores';
  return {
    workers,
    reason: `${workers} engine worker${workers === 1 ? '' : 's'}, bound by ${bound}: ${cores} cores; ${mb} MB (${where}) holds ${fit} at ${ENGINE_WORKER_MB} MB each after ${SERVER_BASE_MB} MB for the server`,
  };
}
