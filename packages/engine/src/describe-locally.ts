import { composeAlt } from './compose/compose.ts';
import { checkerFor, type AltCheck } from './quality/check-alt.ts';
import { readableContext } from './readable-context.ts';
import type { AltContext, AltResult, VisualFacts } from './types.ts';

// Apart from engine.ts (which loads the vision models' code), so a server thread that only composes (a duplicate
// URL's row, issue 26) does not import tfjs and the OCR stacks.

/** The quality check of this request: the merchant's context plus the text read in the image (a brand printed on it may be named). */
function checkFor(context: AltContext, facts: VisualFacts): AltCheck {
  return checkerFor({ ...context, visibleText: facts.text.map((l) => l.text) });
}

/**
 * The local composer's answer for facts already extracted: compose, then check. Facts carry no language, so
 * the eval re-uses one extraction for both languages (and, without the category fact, for complete mode).
 */
export function describeLocally(facts: VisualFacts, merchant: AltContext): AltResult {
  const context = readableContext(merchant);
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
