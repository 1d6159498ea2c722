/**
 * The remote half of an analysis: quick facts (decode + colours, a few ms, no model) and the hosted vision model's
 * answer. It runs on the calling thread, never in a pool worker: the call waits on the network, so one thread keeps
 * as many calls in flight as its callers allow (the bulk runner's rows in flight, the queue worker's concurrency, the
 * fleet limiter), not one per engine thread. It imports nothing that loads TensorFlow. When it answers null the
 * provider failed and the caller runs the full local analysis (engine.ts, pool.ts).
 */
import { LIMITS } from '@alt-optimizer/contract';
import type { DecodedImage } from './facts/decode.ts';
import { extractQuickFacts } from './facts/quick-facts.ts';
import { generateAltWithProvider, type GroundingFacts, type ProviderConfig, type RemoteProviderConfig } from './providers/index.ts';
import { checkerFor } from './quality/check-alt.ts';
import type { AltContext, AltResult, VisualFacts } from './types.ts';
import { roundMs } from './timing.ts';

export interface RemoteOutcome {
  /** The provider's answer, or null when it failed (the caller falls back to the local engine). */
  result: AltResult | null;
  /** What the remote attempt cost, kept in the fallback's timings: quick facts and provider wait, in ms. */
  timingsMs: Record<string, number>;
}

/** The remote provider of an engine's options, or undefined for the local engine. */
export function remoteProviderOf(provider: ProviderConfig | undefined): RemoteProviderConfig | undefined {
  return provider && provider.provider !== 'local' ? provider : undefined;
}

/**
 * What the model is told: the background always, the colours only when they were measured on the product itself
 * (a plain backdrop). Without the detectors the colours of a scene may be the floor's, and the pixel-only image
 * type cannot tell a model shot from a packshot (or may call a busy photo decorative), so both stay out: the model
 * sees the image and judges those itself.
 */
export function quickGrounding(facts: VisualFacts): GroundingFacts {
  return {
    background: facts.background,
    ...(facts.colourRegion === 'product' ? { colours: facts.colours } : {}),
  };
}

export async function analyzeRemotely(
  image: Uint8Array,
  context: AltContext,
  config: RemoteProviderConfig,
  onFallback?: (error: unknown) => void,
  decoded?: DecodedImage,
): Promise<RemoteOutcome> {
  const t0 = performance.now();
  // A decode failure is the image's, not the provider's: it throws, as extractFacts would on the local path.
  const { facts, providerJpeg } = await extractQuickFacts(image, decoded);
  const t1 = performance.now();
  const grounding = roundMs(t1 - t0);
  // No OCR here: a brand the model reads in the image must also be in the merchant's context (unseen-brand rule).
  const check = checkerFor({ ...context, visibleText: [] });
  try {
    const a = await generateAltWithProvider({ config, image, preparedJpeg: providerJpeg, context, facts: quickGrounding(facts), check });
    const t2 = performance.now();
    const decorative = a.alt === '';
    const verdict = check(a.alt, { decorative });
    return {
      result: {
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
        timingsMs: {
          ...facts.timingsMs,
          facts: grounding,
          provider: roundMs(t2 - t1),
          providerCalls: a.calls,
          total: roundMs(t2 - t0),
        },
      },
      timingsMs: { grounding, provider: roundMs(t2 - t1) },
    };
  } catch (error) {
    onFallback?.(error);
    return { result: null, timingsMs: { grounding, provider: roundMs(performance.now() - t1) } };
  }
}

/** The local engine's answer after the provider failed: flagged, with the time the failed attempt took. */
export function asFallback(local: AltResult, remote: RemoteOutcome, startedAt: number): AltResult {
  return {
    ...local,
    fallback: true,
    timingsMs: { ...local.timingsMs, ...remote.timingsMs, total: roundMs(performance.now() - startedAt) },
  };
}
