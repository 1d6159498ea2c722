/**
 * Facts the pixels add to what the merchant wrote: the sleeves of a top worn by a model, the side view of a single
 * shoe, the back view of a garment on a model, the pattern of a packshot's product or of a model's top. Each is said
 * only where it tells the reader something (a sleeveless tank top says nothing new) and never when the title or
 * description already states one of its kind.
 */
import type { VisualFacts } from '../types.ts';
import { ATTRIBUTES, type Attribute } from './lexicon/index.ts';
import type { AltPlan } from './plan.ts';
import type { StatedAttribute } from './read-attributes.ts';
import { showsOnTorso } from './choose-colours.ts';
import { seenPattern } from './read-pattern.ts';
import { WORN_PATTERN_MODEL } from './worn-pattern.model.ts';

type Sleeves = NonNullable<VisualFacts['sleeves']>;

const SLEEVE_ATTRIBUTE: Record<Sleeves, string> = { long: 'long_sleeved', short: 'short_sleeved', none: 'sleeveless' };

/**
 * Tops whose sleeves vary; outerwear and sweats are long-sleeved by default, so only short or none is news.
 * Lexicon ids and the category head's ids ("tops", "outerwear": simple mode names a model's top by its group).
 */
const ANY_SLEEVES = new Set([
  'tops',
  'tshirt_top',
  'top',
  'shirt',
  'polo',
  'blouse',
  'tunic',
  'crop_top',
  'dress',
  'football_shirt',
  'cycling_jersey',
  'thermal_top',
  'rash_guard',
]);
const LONG_BY_DEFAULT = new Set([
  'outerwear',
  'sweater_hoodie',
  'sweater',
  'hoodie',
  'jacket',
  'coat',
  'fleece',
  'cardigan',
  'turtleneck',
  'overshirt',
  'raincoat',
  'anorak',
  'softshell',
]);

function attribute(id: string): Attribute | undefined {
  return ATTRIBUTES.find((a) => a.id === id);
}

/** The sleeves seen on the model, as a stated attribute, when they are news for this product noun. */
export function seenSleeves(facts: VisualFacts, plan: AltPlan): StatedAttribute | undefined {
  const id = plan.noun?.id;
  const seen = facts.sleeves;
  if (!seen || !id || facts.imageType !== 'model' || plan.attributes.some((a) => a.attribute.category === 'sleeve')) {
    return undefined;
  }
  const news = ANY_SLEEVES.has(id) || (LONG_BY_DEFAULT.has(id) && seen !== 'long');
  const found = news ? attribute(SLEEVE_ATTRIBUTE[seen]) : undefined;
  return found ? { attribute: found, start: -1, end: -1 } : undefined;
}

/** Worn things the pattern model never saw a pattern on (it learnt garments, bags, ties, scarves, socks). */
const UNPATTERNED: ReadonlySet<string> = new Set(['watch', 'sunglasses', 'glasses', 'necklace', 'earrings', 'ring', 'bracelet']);

/**
 * The pattern of a worn or carried product on a packshot, or of a top on a model's torso (read-pattern.ts), unless
 * something already says one: a "striped" shirt the title calls plain stays plain.
 */
export function seenPatternDetail(facts: VisualFacts, plan: AltPlan): StatedAttribute | undefined {
  const noun = plan.noun;
  const kind = noun?.kind;
  const id = noun?.id ?? '';
  const patterned = (kind === 'wear' || kind === 'carry') && !FOOTWEAR.has(id) && !UNPATTERNED.has(id);
  if (!noun || !patterned || plan.attributes.some((a) => a.attribute.category === 'pattern')) {
    return undefined;
  }
  const onTorso = facts.imageType === 'model' && showsOnTorso(noun);
  if (facts.imageType !== 'packshot' && !onTorso) {
    return undefined;
  }
  const seen = onTorso ? seenPattern(facts.wornTexture, WORN_PATTERN_MODEL) : seenPattern(facts.texture);
  const found = seen ? attribute(seen) : undefined;
  return found ? { attribute: found, start: -1, end: -1 } : undefined;
}

/** Footwear ids: sold in pairs (build-plan's "pair of"), a lone one shown from the side, a kind of its own for colour trust. */
export const FOOTWEAR: ReadonlySet<string> = new Set([
  'sneakers',
  'formal_shoes',
  'shoe',
  'shoes',
  'heels',
  'flats',
  'sandals',
  'flip_flops',
  'boots',
  'slippers',
]);
/** A lone shoe seen from the side is at least this much wider than tall; from the front or above it is not. */
const SIDE_VIEW_ASPECT = 1.6;

/** "side view" for a single shoe photographed in profile, "back view" for something worn, seen from behind. */
export function seenView(facts: VisualFacts, plan: AltPlan): 'side' | 'back' | undefined {
  if (facts.imageType === 'model' && facts.backView && plan.noun?.kind === 'wear') {
    return 'back';
  }
  const box = facts.productBox;
  if (facts.imageType !== 'packshot' || !box || facts.pieces !== 1 || plan.count || !plan.noun || !FOOTWEAR.has(plan.noun.id)) {
    return undefined;
  }
  const aspect = (box[2] * facts.width) / Math.max(1, box[3] * facts.height);
  return aspect >= SIDE_VIEW_ASPECT ? 'side' : undefined;
}
