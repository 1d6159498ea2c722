import * as ort from 'onnxruntime-node';

/**
 * An onnxruntime CPU session on one intra-op thread: the engine scales by one worker thread per core, as PaddleOCR's
 * sessions do. `memArena` keeps each run's activations between runs: a large model (CenterNet) otherwise maps and
 * faults them in again on every run, a small one (the classifier) runs as fast without it and holds less.
 */
export function oneThreadSession(model: Uint8Array, { memArena }: { memArena: boolean }): Promise<ort.InferenceSession> {
  return ort.InferenceSession.create(model, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionProviders: ['cpu'],
    graphOptimizationLevel: 'all',
    enableCpuMemArena: memArena,
  });
}
