import { LIMITS } from '@alt-optimizer/contract';
import { altLimit } from '../quality/alt-length.ts';
import type { AltContext, VisualFacts } from '../types.ts';
import { buildPlan } from './build-plan.ts';
import { confidenceOf, subjectScore } from './confidence.ts';
import { crossCheck } from './cross-check.ts';
import { fitPlan } from './fit.ts';
import type { AltPlan } from './plan.ts';
import { renderEn } from './render-en.ts';
import { renderFr } from './render-fr.ts';
import { foreignScript } from './merchant-text.ts';

export interface Composition {
  altTag: string;
  decorative: boolean;
  confidence: number;
  needsReview: boolean;
  plan: AltPlan;
}

/**
 * A subject named from pixels with less certainty than this (category head probability, detector score) is
 * flagged for review: on the dev set most wrong product words came from predictions under it.
 */
const SUBJECT_SURE = 0.55;

/**
 * The category head's accessories group is where it puts what it was never trained on: on the dev set 4 of its 7
 * accessory names were other products (water bottles as perfume, a tablet as a wallet, a mouse as a belt), so a
 * subject named from that group is worth a person's look however sure the head says it is.
 */
function outOfVocabularyRisk(plan: AltPlan, facts: VisualFacts): boolean {
  return plan.source === 'category' && facts.category?.group === 'accessories';
}

function norm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Decorative only when the pixels say so and the merchant gave nothing: a catalogue image is never decoration. */
function isDecorative(facts: VisualFacts, context: AltContext): boolean {
  const merchant = Boolean(context.title?.trim() || context.description?.trim());
  return !merchant && (facts.imageType === 'decorative' || facts.flat);
}

/** Composes the local alt text (EN or FR) from the visual facts and the merchant's context. */
export function composeAlt(facts: VisualFacts, given: AltContext): Composition {
  const unreadableTitle = foreignScript(given.title);
  const context = unreadableTitle ? { ...given, title: undefined } : given;
  const plan = buildPlan(facts, context);
  if (isDecorative(facts, given)) {
    const confidence = Math.round(facts.imageTypeScore * 100) / 100;
    return { altTag: '', decorative: true, confidence, needsReview: confidence < LIMITS.reviewBelowConfidence, plan };
  }
  if (plan.imageType === 'decorative') {
    // The merchant says it is a product: describe it as one rather than as decoration.
    plan.imageType = 'packshot';
  }
  const max = altLimit(context);
  const render = context.language === 'fr' ? renderFr : renderEn;
  let alt = fitPlan(plan, max, render);
  if (context.title && norm(alt) === norm(context.title) && plan.imageType === 'packshot') {
    plan.forceBackdrop = true;
    alt = fitPlan(plan, max, render);
  }
  if (context.title && norm(alt) === norm(context.title)) {
    // Repeating the title tells a screen-reader user nothing new; say what kind of view it is instead.
    const suffix = context.language === 'fr' ? ', vue produit' : ', product view';
    alt = alt.length + suffix.length <= max ? alt + suffix : alt;
  }
  const contextText = [context.title, context.description, ...(context.keywords ?? [])].filter(Boolean).join(' ');
  const confidence = confidenceOf(plan, facts, alt, contextText);
  // A guessed or missing subject is worth a person's look whatever the other cues say.
  const weakSubject =
    plan.source === 'guess' ||
    (plan.source === 'none' && !plan.title) ||
    subjectScore(plan, facts) < SUBJECT_SURE ||
    outOfVocabularyRisk(plan, facts);
  // The merchant's noun or colour, or a keyword's object, that the picture plainly contradicts (never rewritten).
  const disputed = crossCheck(plan, facts) !== undefined;
  const needsReview = weakSubject || disputed || unreadableTitle || confidence < LIMITS.reviewBelowConfidence;
  return { altTag: alt, decorative: false, confidence, needsReview, plan };
}
