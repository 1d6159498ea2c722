import { threadId, type MessagePort } from 'node:worker_threads';
import { createEngine, type EngineOptions } from '../engine.ts';
import type { DecodedImage } from '../facts/decode.ts';
import { sharedOcrPort, useSharedOcr } from '../facts/ocr/shared.ts';
import type { AltContext, AltEngine, AltResult, WorkerRuntime } from '../types.ts';

export type PoolTask =
  /** `ocrPort`: this worker's line to the pool's one OCR thread (ocr-thread.ts); absent when OCR is off. */
  | { kind: 'warm'; options: EngineOptions; ocrPort?: MessagePort | undefined }
  /** `ocrPort` here: a spare line for a worker that replaced a crashed one (it never had the warm task's). */
  | {
      kind: 'analyze';
      options: EngineOptions;
      image: Uint8Array;
      context: AltContext;
      decoded?: DecodedImage | undefined;
      ocrPort?: MessagePort | undefined;
    };

/** `tookOcrPort`: this task's spare OCR port is now the worker's line to the OCR thread. */
export type PoolReply = { kind: 'warm'; runtime: WorkerRuntime } | { kind: 'analyze'; result: AltResult; tookOcrPort: boolean };

/** One engine per worker thread, created on the first task: models load once per worker and stay warm. */
let engine: Promise<AltEngine> | undefined;

function mb(bytes: number): number {
  return Math.round((bytes / 1048576) * 10) / 10;
}

function runtime(): WorkerRuntime {
  const m = process.memoryUsage();
  return { threadId, rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed), externalMb: mb(m.external), sharedOcr: sharedOcrPort() !== null };
}

export default async function handle(task: PoolTask): Promise<PoolReply> {
  const tookOcrPort = task.ocrPort !== undefined && sharedOcrPort() === null;
  if (task.ocrPort && tookOcrPort) {
    useSharedOcr(task.ocrPort);
  } else {
    // A spare this worker does not need: closing it tells the pool's side to forget it.
    task.ocrPort?.close();
  }
  engine ??= createEngine(task.options);
  const e = await engine;
  if (task.kind === 'warm') {
    return { kind: 'warm', runtime: runtime() };
  }
  // The structured clone turns the raster's Buffer into a plain Uint8Array: a Buffer view again, no copy.
  const rgb = task.decoded?.rgb;
  const decoded = task.decoded && rgb ? { ...task.decoded, rgb: Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength) } : undefined;
  const result = await e.analyze(task.image, task.context, decoded);
  return { kind: 'analyze', result: { ...result, runtime: runtime() }, tookOcrPort };
}
