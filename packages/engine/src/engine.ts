import { describeLocally } from './describe-locally.ts';
import { disposeFactModels, extractFacts, loadFactModels } from './facts/index.ts';
import type { DecodedImage } from './facts/decode.ts';
import { engineName, type ProviderConfig } from './providers/index.ts';
import { analyzeRemotely, asFallback, remoteProviderOf } from './remote-analysis.ts';
import type { AltContext, AltEngine, AltResult, VisualFacts } from './types.ts';
import { roundMs } from './timing.ts';
import { merchantNamesProduct } from './compose/merchant-text.ts';
import { readableContext } from './readable-context.ts';

export interface EngineOptions {
  /** Run OCR on images (default true). Off makes analysis faster when visible text does not matter. */
  ocr?: boolean | undefined;
  /**
   * Vision-LLM provider (default local). Build it with providerConfigFromEnv(process.env) at boot. Plain data, so
   * it crosses into pool workers.
   */
  provider?: ProviderConfig | undefined;
  /** Called when a remote provider failed and the local composer answered instead (for logs and metrics). */
  onFallback?: ((error: unknown) => void) | undefined;
}

/** Engines alive in this thread: models are shared per thread, so only the last close() frees them. */
let openEngines = 0;

/** Strips non-public extras (the 680-d descriptor) so results stay small and serialisable. */
function publicFacts(facts: VisualFacts & { features?: unknown }): VisualFacts {
  const { features: _features, ...rest } = facts;
  return rest;
}

/** The local engine's analysis: every local model, then the composer. The only path without a remote provider. */
async function analyzeLocally(image: Uint8Array, context: AltContext, options: EngineOptions, decoded?: DecodedImage): Promise<AltResult> {
  const t0 = performance.now();
  // The category head names products from pixels; it must never override what the merchant wrote.
  const facts = publicFacts(
    await extractFacts(image, { ocr: options.ocr !== false, category: !merchantNamesProduct(readableContext(context)) }, decoded),
  );
  const t1 = performance.now();
  const local = describeLocally(facts, context);
  const t2 = performance.now();
  return {
    ...local,
    timingsMs: { ...facts.timingsMs, facts: roundMs(t1 - t0), compose: roundMs(t2 - t1), total: roundMs(t2 - t0) },
  };
}

/**
 * With a remote provider: quick facts and the provider's answer (remote-analysis.ts); if the provider fails, the full
 * local analysis, so a failed call still gets a full-quality local alt, flagged fallback: true.
 */
export async function analyzeImage(
  image: Uint8Array,
  context: AltContext,
  options: EngineOptions = {},
  decoded?: DecodedImage,
): Promise<AltResult> {
  const remote = remoteProviderOf(options.provider);
  if (!remote) {
    return analyzeLocally(image, context, options, decoded);
  }
  const t0 = performance.now();
  const outcome = await analyzeRemotely(image, readableContext(context), remote, options.onFallback, decoded);
  if (outcome.result) {
    return outcome.result;
  }
  return asFallback(await analyzeLocally(image, context, options, decoded), outcome, t0);
}

/**
 * Creates an engine in this thread: loads the local models once (shared by every engine of the thread) and
 * answers analyze() calls. For several cores use createEnginePool.
 */
export async function createEngine(options: EngineOptions = {}): Promise<AltEngine> {
  // OCR is not preloaded: extractFacts loads it on the first photo whose text cue fires (issue 26).
  await loadFactModels({ ocr: false });
  const remote = remoteProviderOf(options.provider);
  openEngines++;
  let closed = false;
  return {
    name: remote ? engineName(remote) : 'local',
    analyze(image: Uint8Array, context: AltContext, decoded?: DecodedImage): Promise<AltResult> {
      if (closed) {
        return Promise.reject(new Error('engine is closed'));
      }
      return analyzeImage(image, context, options, decoded);
    },
    close(): Promise<void> {
      if (!closed) {
        closed = true;
        openEngines--;
        if (openEngines === 0) {
          disposeFactModels();
        }
      }
      return Promise.resolve();
    },
  };
}
