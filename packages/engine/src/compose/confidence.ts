import type { VisualFacts } from '../types.ts';
import type { AltPlan } from './plan.ts';
import { namedObjects } from './confirmed-objects.ts';

/**
 * confidence = 0.5·S + 0.35·V + 0.15·C, clamped to [0.05, 0.99] (documented in packages/engine/README.md).
 * S: how sure we are of the subject (merchant noun 1.0, category head p, detector score...).
 * V: mean of the visual cues the sentence relies on (image-type score, colour share, OCR confidence).
 * C: share of the alt's words that came from the merchant's context rather than from pixels.
 */
export function subjectScore(plan: AltPlan, facts: VisualFacts): number {
  switch (plan.source) {
    case 'title':
      return 1;
    case 'description':
      return 0.85;
    case 'keyword':
      return 0.7;
    case 'category':
    case 'seen':
      return plan.subjectP ?? 0.5;
    case 'object': {
      const top = namedObjects(facts)
        .filter((o) => o.label !== 'person' || plan.scene.length > 0)
        .map((o) => o.score);
      return top.length > 0 ? Math.max(...top) : 0.5;
    }
    case 'guess': {
      const c = facts.tentative?.category;
      const o = Math.max(0, ...(facts.tentative?.objects ?? []).map((x) => x.score));
      return Math.min(0.5, c ? 0.5 * c.probability : o);
    }
    default:
      return plan.title ? 0.7 : 0.25;
  }
}

export function visualScore(plan: AltPlan, facts: VisualFacts): number {
  const cues = [facts.imageTypeScore];
  if (plan.colours.length > 0 && !plan.coloursFromContext) {
    const share = facts.colours.find((c) => c.name === plan.colours[0])?.share ?? 0;
    cues.push(Math.min(1, share / 0.5));
  }
  if (plan.monochrome) {
    // "Black-and-white" is measured on every pixel (≤ 1 % hued): as sure a cue as the sentence has.
    cues.push(1);
  }
  if (plan.text) {
    const lines = facts.text.filter((l) => plan.text?.includes(l.text.trim().split(' ')[0] ?? '\u0000'));
    cues.push(lines.length > 0 ? lines.reduce((a, l) => a + l.confidence, 0) / lines.length : 0.5);
  }
  return cues.reduce((a, b) => a + b, 0) / cues.length;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((w) => w.length > 2);
}

/** Share of the alt's content words also present in the merchant's title, description or keywords. */
export function contextShare(alt: string, contextText: string): number {
  const altWords = words(alt);
  if (altWords.length === 0) {
    return 0;
  }
  const ctx = new Set(words(contextText));
  return altWords.filter((w) => ctx.has(w)).length / altWords.length;
}

export function confidenceOf(plan: AltPlan, facts: VisualFacts, alt: string, contextText: string): number {
  const s = subjectScore(plan, facts);
  const v = visualScore(plan, facts);
  const c = contextShare(alt, contextText);
  const raw = 0.5 * s + 0.35 * v + 0.15 * c;
  return Math.round(Math.min(0.99, Math.max(0.05, raw)) * 100) / 100;
}
