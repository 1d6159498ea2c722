import { singleImageResultSchema, type Language, type SingleImageResult } from '@alt-optimizer/contract';
import { probeImage } from './image-probe.ts';
import type { AltResult } from '@alt-optimizer/engine';
import type { AppDeps } from '../../core/deps.ts';
import type { EngineGate } from '../../core/engine-gate.ts';
import { AppError, ERRORS } from '../../core/errors/index.ts';

export interface SingleImageInput {
  bytes: Uint8Array;
  keywords: readonly string[];
  language: Language;
  /** Product context (public API); the web tool sends none. */
  title?: string | undefined;
  description?: string | undefined;
}

/** Checks the bytes really are an image (one decode), then asks the engine for the alt text from that same decode. */
export async function analyzeSingleImage(
  deps: Pick<AppDeps, 'engine' | 'logger'> & { gate: EngineGate },
  input: SingleImageInput,
): Promise<SingleImageResult> {
  const probe = await probeImage(input.bytes);
  if (!probe.ok) {
    throw probe.reason === 'too-many-pixels'
      ? new AppError(ERRORS.imageTooManyPixels, { width: probe.width, height: probe.height })
      : new AppError(ERRORS.notAnImage);
  }
  // Waits for a free engine slot, or is refused at once (503) when the queue is full.
  return deps.gate.run(async () => {
    const started = performance.now();
    let result;
    try {
      result = await deps.engine.analyze(
        input.bytes,
        {
          language: input.language,
          keywords: input.keywords.length > 0 ? input.keywords : undefined,
          title: input.title,
          description: input.description,
        },
        probe.decoded,
      );
    } catch (error) {
      throw new AppError(ERRORS.analysisFailed, {}, { cause: error });
    }
    return toResult(result, (performance.now() - started) / 1000);
  });
}

function toResult(result: AltResult, seconds: number): SingleImageResult {
  // Parsing through the contract guarantees the web app and API users get exactly the documented shape.
  return singleImageResultSchema.parse({
    altTag: result.altTag,
    imageType: result.imageType,
    confidence: Math.min(1, Math.max(0, result.confidence)),
    processing_time: Math.round(seconds * 1000) / 1000,
    needsReview: result.needsReview,
    // The engine that answered, not the one configured: a provider that failed leaves the local composer's alt.
    engine: result.engine,
  });
}
