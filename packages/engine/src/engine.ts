import { LIMITS } from '@alt-optimizer/contract';
import { composeAlt } from './compose/compose.ts';
import { disposeFactModels, extractFacts, loadFactModels } from './facts/index.ts';
import { checkAlt } from './quality/check-alt.ts';
import type { AltContext, AltEngine, AltResult, VisualFacts } from './types.ts';

export interface EngineOptions {
  /** Run OCR on images (default true). Off makes analysis faster when visible text does not matter. */
  ocr?: boolean | undefined;
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

export async function analyzeLocal(image: Uint8Array, context: AltContext, options: EngineOptions = {}): Promise<AltResult> {
  const t0 = performance.now();
  const merchant = Boolean(context.title?.trim() || context.description?.trim());
  // The category head names products from pixels; it must never override what the merchant wrote.
  const facts = publicFacts(await extractFacts(image, { ocr: options.ocr !== false, category: !merchant }));
  const t1 = performance.now();
  const c = composeAlt(facts, context);
  const check = checkAlt(c.altTag, {
    ...context,
    maxLength: context.maxLength ?? LIMITS.altMaxChars,
    visibleText: facts.text.map((l) => l.text),
    decorative: c.decorative,
  });
  const t2 = performance.now();
  return {
    altTag: c.altTag,
    imageType: c.decorative ? 'decorative' : c.plan.imageType,
    decorative: c.decorative,
    confidence: c.confidence,
    engine: 'local',
    fallback: false,
    violations: check.violations,
    qualityScore: check.score,
    facts,
    timingsMs: { ...facts.timingsMs, facts: round(t1 - t0), compose: round(t2 - t1), total: round(t2 - t0) },
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
    name: 'local',
    analyze(image: Uint8Array, context: AltContext): Promise<AltResult> {
      if (closed) {
        return Promise.reject(new Error('engine is closed'));
      }
      return analyzeLocal(image, context, options);
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
