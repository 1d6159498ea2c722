import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { OcrRequest } from '../facts/ocr/shared.ts';
import type { WorkerRuntime } from '../types.ts';
import type { OcrControl, OcrControlReply } from './ocr-worker.ts';
import { TSX_PROGRAMS, type ThreadPrograms } from './thread-programs.ts';

/**
 * A cap on the OCR thread's V8 old generation (same measurement as pool.ts): live heap after GC 43 MB; between
 * collections it reached 112 MB (a 6000 × 6000 page of text) while PaddleOCR still built each input in JS arrays
 * (facts/ocr/paddle-input.ts now builds them in a Float32Array).
 * The same images ran to the end under 160 MB and failed under 96 MB; 320 MB is about three times the peak.
 * A trade, measured over the dev set read whole (tools/measure/measure-ocr-thread.ts, load 4-6 on 2 shared
 * cores): with any cap V8 collects sooner, 146-156 ms CPU a photo read and ~560 MB RSS for the thread; without one
 * 130-134 ms and ~700 MB (its heap then holds up to 180 MB of garbage). Memory is what issue 26 lacks: it stays.
 */
const OCR_OLD_GENERATION_MB = 320;
/**
 * The young generation of the engine's threads (workers and this one). V8's default keeps up to 32 MB of semi-spaces
 * per thread; bench:engine on the dev set, 2 workers, quiet machine, two runs each: 12 MB cut the peak RSS by 67-76
 * MB (1,378 / 1,432 → 1,311 / 1,356 MB) for 11 ms more CPU per image (264 / 247 → 275 / 258 ms).
 */
export const YOUNG_GENERATION_MB = 12;
/** How long close() lets the thread stop Tesseract's worker before terminating it anyway. */
const CLOSE_GRACE_MS = 2000;

export interface SharedOcrThread {
  /** A port for one engine worker (hand it over in a transferList); the thread starts on its first request. */
  connect(): MessagePort;
  /**
   * The thread's own heap and external memory, or undefined while no photo has needed OCR. `gc`: collect first
   * when the process runs with --expose-gc (the live heap, for measurements).
   */
  runtime(options?: { gc?: boolean }): Promise<WorkerRuntime | undefined>;
  /** Stops the thread (and Tesseract's) and closes the ports it never took. */
  close(): Promise<void>;
}

/**
 * One OCR thread for a whole engine pool, started lazily: a pool whose photos never trip the text cue never
 * loads PaddleOCR or Tesseract. Each engine worker holds one end of a MessageChannel; this side listens on the
 * other end only until the first request, then moves that end (with the request it consumed, and whatever
 * queued behind it) into the thread, so the images go straight from engine worker to OCR thread.
 *
 * Its cost, dev set read whole (readText as the engine calls it): ~560 MB of RSS (heap ≤ 96 MB, external 187 MB,
 * the rest ONNX Runtime and Tesseract's own thread), 155 ms CPU per photo read. onnxruntime-node runs a session
 * on the calling JS thread, so one OCR thread reads ~6 photos/s; at the dev set's 54 % of photos with a text cue
 * that bounds a pool near 12 photos/s: enough for 2–3 workers, a limit beyond.
 */
/** `program`: the pool's bundled one (thread-programs.ts); a caller without one starts the thread through tsx. */
export function createSharedOcrThread(program: Pick<ThreadPrograms, 'ocr' | 'execArgv'> = TSX_PROGRAMS): SharedOcrThread {
  let worker: Worker | null = null;
  const idle = new Set<MessagePort>();

  const start = (): Worker => {
    if (worker) {
      return worker;
    }
    const started = new Worker(program.ocr, {
      ...(program.execArgv ? { execArgv: program.execArgv } : {}),
      resourceLimits: { maxOldGenerationSizeMb: OCR_OLD_GENERATION_MB, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // It only serves the engine workers, which keep the process alive while they wait on it.
    started.unref();
    // Without a listener a crash would throw in this thread. The engine workers see their ports close and read in
    // their own threads from then on (shared.ts); the next new port starts a fresh OCR thread.
    started.on('error', (error: unknown) => {
      process.emitWarning(`OCR thread failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    started.on('exit', () => {
      if (worker === started) {
        worker = null;
      }
    });
    worker = started;
    return started;
  };

  return {
    connect(): MessagePort {
      const { port1, port2 } = new MessageChannel();
      const onFirst = (first: OcrRequest): void => {
        port1.off('message', onFirst);
        idle.delete(port1);
        const control: OcrControl = { kind: 'port', port: port1, first };
        start().postMessage(control, [port1]);
      };
      port1.on('message', onFirst);
      // A worker that closes its end unused (it already had one) leaves nothing behind here.
      port1.once('close', () => idle.delete(port1));
      // An idle port must not keep the process alive.
      port1.unref();
      idle.add(port1);
      return port2;
    },

    async runtime({ gc = false } = {}): Promise<WorkerRuntime | undefined> {
      const current = worker;
      if (!current) {
        return undefined;
      }
      const reply = await ask(current, { kind: 'runtime', gc }, 'runtime');
      return reply?.kind === 'runtime' ? reply.runtime : undefined;
    },

    async close(): Promise<void> {
      for (const port of idle) {
        port.close();
      }
      idle.clear();
      const current = worker;
      worker = null;
      if (current) {
        await ask(current, { kind: 'close' }, 'closed', CLOSE_GRACE_MS);
        await current.terminate();
      }
    },
  };
}

/** One control message and its reply; undefined when the thread exits first or stays silent past `timeoutMs`. */
function ask(
  worker: Worker,
  message: OcrControl,
  kind: OcrControlReply['kind'],
  timeoutMs = CLOSE_GRACE_MS,
): Promise<OcrControlReply | undefined> {
  return new Promise((resolve) => {
    const done = (reply: OcrControlReply | undefined): void => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(reply);
    };
    const onMessage = (reply: OcrControlReply): void => {
      if (reply.kind === kind) {
        done(reply);
      }
    };
    const onExit = (): void => done(undefined);
    const timer = setTimeout(() => done(undefined), timeoutMs);
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.postMessage(message);
  });
}
