/**
 * Issue 26: RSS one runtime of the ImageNet classifier adds to a fresh process (load + first frame and crop run),
 * measured as bench/src/engine-memory.ts does (gc, then process.memoryUsage). Run once per runtime, each in its own
 * process, so neither sees the other's memory:
 *
 *   node --expose-gc --import tsx packages/engine/tools/measure/measure-imagenet-memory.ts litert|onnx IMAGE [--after-centernet]
 *
 * --after-centernet loads CenterNet first, as the engine does: onnxruntime's native library is then already in
 * the process and the ONNX classifier adds only its session. --second-thread then loads and runs the same runtime
 * in a worker thread (each engine worker has its own) and prints what that further thread adds.
 */
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { decodeImage, letterbox } from '../../src/facts/decode.ts';
import { CENTERNET_INPUT, loadCenterNet, runCenterNet } from '../../src/facts/detect/centernet.ts';
import { classifyImagenet, loadImagenet } from '../../src/facts/imagenet/classifier.ts';
import { classifyImagenetLiteRt, loadImagenetLiteRt } from '../../src/testing/litert-classifier.ts';
import { cropInput, frameInput } from '../../src/facts/imagenet/inputs.ts';

const [runtime, imagePath] = isMainThread ? process.argv.slice(2) : (workerData as string[]);
if ((runtime !== 'litert' && runtime !== 'onnx') || !imagePath) {
  process.stderr.write('usage: measure-imagenet-memory.ts litert|onnx IMAGE [--after-centernet]\n');
  process.exit(2);
}

/** RSS after a gc on a fresh macrotask: the conversion's ~10 MB of buffers are only released after their turn. */
const rssMb = async (): Promise<number> => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss / 1048576;
};

const img = await decodeImage(new Uint8Array(readFileSync(imagePath)));
const frame = await frameInput(img);
const crop = await cropInput(img, [0.25, 0.25, 0.5, 0.5]);
if (process.argv.includes('--after-centernet')) {
  await loadCenterNet();
  await runCenterNet(await letterbox(img, CENTERNET_INPUT));
}
const before = await rssMb();
const classify = runtime === 'onnx' ? classifyImagenet : classifyImagenetLiteRt;
await (runtime === 'onnx' ? loadImagenet() : loadImagenetLiteRt());
const loaded = await rssMb();
for (const input of crop ? [frame, crop] : [frame]) {
  await classify(input);
}
const after = await rssMb();
const f = (v: number): string => v.toFixed(0);
const thread = isMainThread ? 'first thread' : 'second thread';
process.stdout.write(
  `${runtime}, ${thread}: RSS before ${f(before)} MB, +${f(loaded - before)} load, +${f(after - loaded)} first runs = +${f(after - before)} MB\n`,
);
if (!isMainThread) {
  parentPort?.postMessage('done');
  await new Promise(() => undefined); // stay alive, as an engine worker does, until the main thread ends it
}
if (process.argv.includes('--second-thread')) {
  // A plain Worker cannot import .ts: register tsx inside it first (as src/pool/worker-entry.mjs does). The
  // worker measures its own step: the process is otherwise idle while it runs.
  const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  // An ES module (data: URL), not an eval script: LiteRT's loader takes a CommonJS global __dirname for its own.
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData: [runtime, imagePath] });
  await new Promise((resolve) => worker.once('message', resolve));
  await worker.terminate();
}
process.exit(0);
