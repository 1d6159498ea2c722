import { LIMITS } from '@alt-optimizer/contract';
import { composeAlt } from './compose/compose.ts';
import { disposeFactModels, extractFacts, loadFactModels } from './facts/index.ts';
import { engineName, generateAltWithProvider, type ProviderConfig, type RemoteProviderConfig } from './providers/index.ts';
import { checkerFor, type AltCheck } from './quality/check-alt.ts';
import type { AltContext, AltEngine, AltResult, VisualFacts } from './types.ts';

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

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

/** Strips non-public extras (the 680-d descriptor) so results stay small and serialisable. */
function publicFacts(facts: VisualFacts & { features?: unknown }): VisualFacts {
  const { features: _features, ...rest } = facts;
  return rest;
}

/** The quality check of this request: the merchant's context plus the text read in the image (a brand printed on it may be named). */
function checkFor(context: AltContext, facts: VisualFacts): AltCheck {
  return checkerFor({ ...context, visibleText: facts.text.map((l) => l.text) });
}

/** The remote answer when the provider succeeds, else null after reporting the error (the caller falls back). */
async function tryProvider(
  config: RemoteProviderConfig,
  image: Uint8Array,
  context: AltContext,
  facts: VisualFacts,
  options: EngineOptions,
): Promise<AltResult | null> {
  const check = checkFor(context, facts);
  const t0 = performance.now();
  try {
    const a = await generateAltWithProvider({
      config,
      image,
      context,
      // The local facts ground the model: OCR text, colours, people, objects, image type, category.
      facts: {
        text: facts.text,
        colours: facts.colours,
        people: facts.people,
        faces: facts.faces,
        objects: facts.objects,
        imageType: facts.imageType,
        background: facts.background,
        category: facts.category,
      },
      check,
    });
    const decorative = a.alt === '';
    const verdict = check(a.alt, { decorative });
    return {
      altTag: a.alt,
      imageType: a.imageType,
      decorative,
      confidence: a.confidence,
      needsReview: !decorative && a.confidence < LIMITS.reviewBelowConfidence,
      engine: a.engine,
      fallback: false,
      violations: verdict.violations,
      qualityScore: verdict.score,
      facts,
      timingsMs: { ...facts.timingsMs, provider: round(performance.now() - t0), providerCalls: a.calls },
    };
  } catch (error) {
    options.onFallback?.(error);
    return null;
  }
}

export async function analyzeImage(image: Uint8Array, context: AltContext, options: EngineOptions = {}): Promise<AltResult> {
  const t0 = performance.now();
  const merchant = Boolean(context.title?.trim() || context.description?.trim());
  // The category head names products from pixels; it must never override what the merchant wrote.
  const facts = publicFacts(await extractFacts(image, { ocr: options.ocr !== false, category: !merchant }));
  const t1 = performance.now();
  const provider = options.provider;
  const remote = provider && provider.provider !== 'local' ? provider : undefined;
  if (remote) {
    const answer = await tryProvider(remote, image, context, facts, options);
    if (answer) {
      return { ...answer, timingsMs: { ...answer.timingsMs, facts: round(t1 - t0), total: round(performance.now() - t0) } };
    }
  }
  const local = describeLocally(facts, context);
  const t2 = performance.now();
  return {
    ...local,
    // The local composer answered although a remote provider was configured: it failed.
    fallback: remote !== undefined,
    timingsMs: { ...facts.timingsMs, facts: round(t1 - t0), compose: round(t2 - t1), total: round(t2 - t0) },
  };
}

/**
 * The local composer's answer for facts already extracted: compose, then check. Facts carry no language, so
 * the eval re-uses one extraction for both languages (and, without the category fact, for complete mode).
 */
export function describeLocally(facts: VisualFacts, context: AltContext): AltResult {
  const c = composeAlt(facts, context);
  const check = checkFor(context, facts)(c.altTag, { decorative: c.decorative });
  return {
    altTag: c.altTag,
    imageType: c.decorative ? 'decorative' : c.plan.imageType,
    decorative: c.decorative,
    confidence: c.confidence,
    needsReview: c.needsReview,
    engine: 'local',
    fallback: false,
    violations: check.violations,
    qualityScore: check.score,
    facts,
    timingsMs: { ...facts.timingsMs },
  };
}

/**
 * Creates an engine in this thread: loads the local models once (shared by every engine of the thread) and
 * answers analyze() calls. For several cores use createEnginePool.
 */
export async function createEngine(options: EngineOptions = {}): Promise<AltEngine> {
  await loadFactModels({ ocr: options.ocr !== false });
  openEngines++;
  let closed = false;
  return {
    name: options.provider && options.provider.provider !== 'local' ? engineName(options.provider) : 'local',
    analyze(image: Uint8Array, context: AltContext): Promise<AltResult> {
      if (closed) {
        return Promise.reject(new Error('engine is closed'));
      }
      return analyzeImage(image, context, options);
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
