import { parentPort, threadId, type MessagePort } from 'node:worker_threads';
import { closeOcr, readText } from '../facts/ocr/index.ts';
import type { OcrReply, OcrRequest } from '../facts/ocr/shared.ts';
import type { WorkerRuntime } from '../types.ts';

/**
 * The pool's one OCR thread (ocr-thread.ts starts it on the first photo with text): PaddleOCR and Tesseract load
 * here once, and every engine worker reads through its own MessagePort to this thread. No port is installed
 * here, so readText reads in this thread.
 */
export type OcrControl =
  | { kind: 'port'; port: MessagePort; first: OcrRequest }
  /** `gc`: collect first (when the process runs with --expose-gc), to see the live heap rather than the garbage. */
  | { kind: 'runtime'; gc?: boolean }
  | { kind: 'close' };

export type OcrControlReply = { kind: 'runtime'; runtime: WorkerRuntime } | { kind: 'closed' };

function mb(bytes: number): number {
  return Math.round((bytes / 1048576) * 10) / 10;
}

async function answer(port: MessagePort, request: OcrRequest): Promise<void> {
  let reply: OcrReply;
  try {
    reply = { id: request.id, result: await readText(request.image, request.opts) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
}

/** Requests are answered as they come: each is independent, and Tesseract queues its own jobs. */
function serve(port: MessagePort, first: OcrRequest): void {
  void answer(port, first);
  port.on('message', (request: OcrRequest) => void answer(port, request));
}

parentPort?.on('message', (message: OcrControl) => {
  if (message.kind === 'port') {
    serve(message.port, message.first);
  } else if (message.kind === 'runtime') {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (message.gc && gc) {
      gc();
    }
    const m = process.memoryUsage();
    const runtime: WorkerRuntime = { threadId, rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed), externalMb: mb(m.external) };
    parentPort?.postMessage({ kind: 'runtime', runtime } satisfies OcrControlReply);
  } else {
    // Tesseract runs its own worker thread: stop it before this thread is terminated.
    void closeOcr()
      .catch(() => undefined)
      .then(() => parentPort?.postMessage({ kind: 'closed' } satisfies OcrControlReply));
  }
});
