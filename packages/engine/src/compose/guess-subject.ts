/**
 * The last step before an alt would name nothing: evidence under the trust lines (the category head's guess its
 * gate refused, a detection under the trust score). Naming it is better than "Product in shades of black", and
 * the plan says it is a guess so the alt is flagged for review.
 */
import type { NounScore, VisualFacts } from '../types.ts';
import { categoryLexNoun, COARSE_GROUP_OF, cocoNoun, nounById, type Noun } from './lexicon/index.ts';
import type { AltPlan } from './plan.ts';
import { groupFitsShape } from './round-silhouette.ts';
import { isFashionNoun, looksNonFashion, pickNoun } from './seen-noun.ts';
import { GUESS_LINE } from './guess-line.model.ts';

/** Tiny tentative boxes are clutter more often than the subject. */
const MIN_BOX_AREA = 0.03;
/**
 * Gate similarity a refused category guess needs off a model shot (the gate's own line is 0.52). Below it, the
 * dev photos were mostly furniture and electronics that the fashion head took for heels or wallets: at 0.45 the
 * simple-mode alts of 11 of 106 non-fashion photos held a fashion noun, at 0.5 six (dev set, not cross-validated;
 * 6 right names are lost for 10 wrong ones — a wrong noun is worse than none).
 */
const GUESS_MIN_SIMILARITY = 0.5;

function tentativeObject(facts: VisualFacts): { label: string; noun: Noun; score: number; area: number; span: number } | undefined {
  const best = (facts.tentative?.objects ?? [])
    .filter((o) => o.label !== 'person' && o.box[2] * o.box[3] >= MIN_BOX_AREA)
    .sort((a, b) => b.score - a.score)[0];
  const noun = best ? cocoNoun(best.label) : undefined;
  return best && noun
    ? { label: best.label, noun, score: best.score, area: best.box[2] * best.box[3], span: Math.max(best.box[2], best.box[3]) }
    : undefined;
}

/**
 * The classifier's finest non-fashion noun under its naming gate but over the guess line, each noun read in the
 * surer of the two views (a water bottle at 0.54 in the crop and 0.65 in the frame): surer than a weak detection,
 * which reads a living room's sofa as a bed. The line
 * is fitted on training folds (`npm run train:guess-line`) as the lowest that names a non-fashion noun on at most
 * GUESS_FALSE_RATE of the fashion photos that get this far.
 */
/** Each noun at the surer of the classifier's two views (the product crop and the whole frame). */
function eitherView(facts: VisualFacts): NounScore[] {
  const best = new Map<string, NounScore>();
  for (const s of [...(facts.imagenet?.crop ?? []), ...(facts.imagenet?.frame ?? [])]) {
    if ((best.get(s.id)?.p ?? -1) < s.p) {
      best.set(s.id, s);
    }
  }
  return [...best.values()];
}

export function classifierGuess(facts: VisualFacts, line: number = GUESS_LINE.line): { noun: Noun; p: number } | undefined {
  // A model shot is about what the person wears; the classifier reads the props there (skis for a space suit).
  if (facts.imageType === 'model') {
    return undefined;
  }
  const pick = pickNoun(eitherView(facts), line, (s) => !isFashionNoun(s.id));
  const noun = pick ? nounById(pick.id) : undefined;
  return pick && noun ? { noun, p: pick.p } : undefined;
}

function isProductPhoto(facts: VisualFacts): boolean {
  return facts.imageType === 'packshot' || facts.imageType === 'model' || facts.imageType === 'detail';
}

/** The category head's refused guess, where the photo is one it could be right about (step one of guessSubject). */
export function headGuess(facts: VisualFacts): Noun | undefined {
  const guess = facts.tentative?.category;
  // The head only knows fashion and bags: its guess is a fair name on a product photo, never on a street scene,
  // and off a model only when the photo is not far from the fashion photos it was trained on (a chair is).
  const plausible =
    guess &&
    guess.group !== 'accessories' &&
    groupFitsShape(guess.group, facts) &&
    !looksNonFashion(facts) &&
    (facts.imageType === 'model' || guess.gateScore >= GUESS_MIN_SIMILARITY);
  return isProductPhoto(facts) && guess && plausible ? categoryLexNoun(guess.group, guess.group) : undefined;
}

/**
 * Fills plan.noun (product photos) or plan.scene (scenes) from tentative evidence; marks the plan a guess.
 * Dev photos decided what counts: on product photos a weak COCO detection was wrong far more often than right
 * (a cup for an armchair, a clock for a football), the category head's refused guess of a fashion group mostly
 * right; in scenes a weak detection is right about half the time, which beats saying nothing.
 */
export function guessSubject(plan: AltPlan, facts: VisualFacts): void {
  const productPhoto = isProductPhoto(facts);
  const object = tentativeObject(facts);
  const seen = classifierGuess(facts);
  // In a scene the weak detection may be the subject too: the surer of the two guesses is named.
  const noun = headGuess(facts) ?? (seen && (productPhoto || !object || seen.p > object.score) ? seen.noun : undefined);
  if (noun) {
    plan.noun = noun;
    plan.plural = { en: noun.plural.en, fr: noun.plural.fr };
    plan.source = 'guess';
    return;
  }
  const group = object && productPhoto ? nounById(COARSE_GROUP_OF[object.label] ?? '') : undefined;
  if (group) {
    plan.noun = group;
    plan.plural = { en: false, fr: false };
    plan.source = 'guess';
    return;
  }
  if (object && !productPhoto) {
    plan.scene = [{ noun: object.noun, count: 1, area: object.area, span: object.span }];
    plan.source = 'guess';
    return;
  }
  if (facts.imageType === 'model') {
    const clothing = nounById('clothing');
    if (clothing) {
      plan.noun = clothing;
      plan.source = 'guess';
    }
  }
}
