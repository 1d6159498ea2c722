/**
 * LiteRT.js (Google's TFLite runtime for the web, WASM + XNNPack) made to run in Node, once per thread.
 *
 * Only the reference runtime now (litert-classifier.ts): the engine converts the .tflite to ONNX at load (issue 26),
 * and the test and measure tool check that conversion against this. LiteRT.js is written for browsers, so its emscripten loader needs three globals a worker has and
 * Node lacks: `self`, `importScripts` (run a script file in this context) and `require`/`__dirname` (the loader
 * takes its Node branch when it sees them). Each worker thread has its own globals and its own WASM instance.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type * as LiteRt from '@litertjs/core';

const require = createRequire(import.meta.url);

let runtime: Promise<typeof LiteRt> | null = null;

function wasmDir(): string {
  return path.join(path.dirname(require.resolve('@litertjs/core')), '..', 'wasm');
}

function installBrowserGlobals(dir: string): void {
  const g = globalThis as Record<string, unknown>;
  g.self ??= globalThis;
  g.require ??= require;
  g.__dirname ??= dir;
  g.importScripts ??= (url: string): void => {
    const file = url.startsWith('file:') ? fileURLToPath(url) : url;
    vm.runInThisContext(readFileSync(file, 'utf8'), { filename: file });
  };
  // The WASM module's own INFO lines ("Creating LiteRT environment…") would otherwise go to stderr on every load.
  g.Module ??= { print: (): void => undefined, printErr: (): void => undefined };
}

/** Loads the LiteRT WASM runtime once per thread; later calls share it. */
export function loadLiteRtRuntime(): Promise<typeof LiteRt> {
  runtime ??= (async () => {
    const dir = wasmDir();
    installBrowserGlobals(dir);
    const lite = await import('@litertjs/core');
    // It tries WebGPU first and warns when there is none; on a server the CPU (XNNPack) is the point.
    const warn = console.warn;
    console.warn = (): void => undefined;
    try {
      await lite.loadLiteRt(`${dir}${path.sep}`);
    } finally {
      console.warn = warn;
    }
    return lite;
  })();
  return runtime;
}
