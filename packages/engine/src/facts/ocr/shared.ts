import type { MessagePort } from 'node:worker_threads';
import type { ReadTextOptions, ReadTextResult } from './index.ts';

/**
 * The wire format between an engine worker and the pool's one OCR thread (pool/ocr-thread.ts). PaddleOCR and
 * Tesseract together cost a thread ~250 MB (then opencv.js WASM too, two ONNX sessions, Tesseract's own worker), and 54 %
 * of dev photos trip the text cue, so with one OCR stack per engine worker every worker ended up holding its own
 * copy (issue 26). The image bytes go over, the lines come back: plain data, numbers copied exactly.
 */
export interface OcrRequest {
  id: number;
  image: Uint8Array;
  opts: ReadTextOptions;
}

export type OcrReply = { id: number; result: ReadTextResult } | { id: number; error: string };

interface Pending {
  resolve: (result: ReadTextResult) => void;
  reject: (error: Error) => void;
}

let port: MessagePort | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/**
 * From now on readText (index.ts) asks the OCR thread behind `shared` instead of loading the models here.
 * When that thread goes away (the pool closes, or it crashed) the calls in flight fail and later calls read in
 * this thread again: slower to start and heavier, but the same lines.
 */
export function useSharedOcr(shared: MessagePort): void {
  port = shared;
  shared.on('message', (reply: OcrReply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) {
      waiter?.reject(new Error(reply.error));
    } else {
      waiter?.resolve(reply.result);
    }
  });
  shared.on('close', () => {
    if (port === shared) {
      port = null;
    }
    for (const waiter of pending.values()) {
      waiter.reject(new Error('OCR thread stopped'));
    }
    pending.clear();
  });
}

/** The port readText should send to, or null to read in this thread. */
export function sharedOcrPort(): MessagePort | null {
  return port;
}

/** Sends one image to the OCR thread; the bytes are copied (the engine still needs its own). */
export function readTextShared(shared: MessagePort, image: Uint8Array, opts: ReadTextOptions): Promise<ReadTextResult> {
  const id = nextId++;
  return new Promise<ReadTextResult>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: OcrRequest = { id, image, opts };
    shared.postMessage(request);
  });
}
