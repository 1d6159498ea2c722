/**
 * What the merchant or the keywords say, checked against what the pixels are sure of (issue 22). The merchant's
 * words are never overwritten: a title noun or colour the picture plainly contradicts, or a keyword naming an object
 * nothing in the picture supports, sends the alt to review.
 */
import type { VisualFacts } from '../types.ts';
import { IMAGENET_CLASS_NOUNS } from '../facts/imagenet/class-nouns.generated.ts';
import { IMAGENET_LABELS } from '../facts/imagenet/labels.ts';
import { IMAGENET_NOUN_IDS, nounRoot } from '../facts/imagenet/noun-scores.ts';
import { pixelColourEvidence } from './choose-colours.ts';
import { colourTrust } from './colour-trust.ts';
import { cocoNoun, colourWord, findNouns, type Noun } from './lexicon/index.ts';
import { CLOTHING_NOUNS } from './lexicon/nouns/clothing.ts';
import { FOOTWEAR_ACCESSORY_NOUNS } from './lexicon/nouns/footwear-accessories.ts';
import { JEWELLERY_BAG_NOUNS } from './lexicon/nouns/jewellery-bags.ts';
import type { AltPlan } from './plan.ts';
import { classifierView, contradictingNoun } from './seen-noun.ts';

const KNOWN_TO_CLASSIFIER: ReadonlySet<string> = new Set(IMAGENET_NOUN_IDS);

// prettier-ignore
const FASHION_PRODUCT_IDS = ['sneakers', 'formal_shoes', 'shoe', 'heels', 'flats', 'sandals', 'flip_flops', 'boots', 'slippers', 'tshirt_top', 'top', 'shirt', 'polo', 'tank_top', 'bra', 'sweater_hoodie', 'sweater', 'hoodie', 'jacket', 'coat', 'dress', 'skirt', 'kidswear', 'trousers', 'track_pants', 'jeans', 'capris', 'leggings', 'shorts', 'swimsuit', 'underwear', 'socks', 'cap_hat', 'hat', 'beanie', 'swim_cap', 'scarf', 'tie', 'belt', 'gloves', 'watch', 'sunglasses', 'glasses', 'necklace', 'earrings', 'ring', 'bracelet', 'wallet', 'perfume', 'handbag', 'tote', 'backpack', 'duffel_bag', 'messenger_bag', 'bag', 'suitcase', 'clothing'];

/** Lexicon nouns of fashion and accessories: what a fashion photo's title names. */
const FASHION_LEXICON: ReadonlySet<string> = new Set([
  ...FASHION_PRODUCT_IDS,
  ...[...CLOTHING_NOUNS, ...FOOTWEAR_ACCESSORY_NOUNS, ...JEWELLERY_BAG_NOUNS].map((n) => n.id),
]);

/**
 * The classifier nouns a lexicon noun falls under, read from the ImageNet class names that name it ("laptop,
 * laptop computer" → computer, electronic device): how a title's or keyword's noun meets the classifier's reading.
 */
let classNounsOf: Map<string, Set<string>> | undefined;

function classifierNounsFor(noun: Noun): ReadonlySet<string> {
  classNounsOf ??= (() => {
    const map = new Map<string, Set<string>>();
    IMAGENET_LABELS.forEach((label, i) => {
      for (const m of i > 0 ? findNouns(label) : []) {
        const set = map.get(m.noun.id) ?? new Set<string>();
        IMAGENET_CLASS_NOUNS[i]?.forEach((id) => set.add(id));
        map.set(m.noun.id, set);
      }
    });
    return map;
  })();
  const own = KNOWN_TO_CLASSIFIER.has(noun.id) ? [noun.id] : [];
  return new Set([...own, ...(classNounsOf.get(noun.id) ?? [])]);
}

/**
 * Whether the classifier is sure the picture is something the noun cannot be: a different root (a mug titled
 * "laptop"), or anything but fashion for a fashion noun. Nouns it knows nothing about are never contradicted.
 */
export function nounContradicted(noun: Noun, facts: VisualFacts): boolean {
  const against = contradictingNoun(facts);
  if (!against) {
    return false;
  }
  const known = classifierNounsFor(noun);
  if (known.size > 0) {
    return ![...known].some((id) => nounRoot(id) === nounRoot(against.id));
  }
  return FASHION_LEXICON.has(noun.id);
}

/** Trust a pixel colour must reach before it may contradict the merchant's (the writing line is 0.5). */
const CONTRADICTING_COLOUR_TRUST = 0.85;
/** The merchant's colour family covering this share of the product's pixels is "there", whatever else is. */
const COLOUR_PRESENT = 0.1;

/** The title's colour is nowhere in a product whose own colour the pixels are very sure of. */
export function colourContradicted(plan: AltPlan, facts: VisualFacts): boolean {
  if (!plan.coloursFromContext || plan.colours.length === 0) {
    return false;
  }
  const { evidence } = pixelColourEvidence(facts, plan.noun);
  if (!evidence || evidence.region === 'subject' || colourTrust(evidence) < CONTRADICTING_COLOUR_TRUST) {
    return false;
  }
  const family = (key: string): string | undefined => colourWord(key)?.family;
  const said = new Set(plan.colours.map(family));
  // A white product on a white backdrop loses its own pixels to the backdrop: the merchant's word stands.
  if (facts.background.plain && said.has(family(facts.background.colour?.name ?? ''))) {
    return false;
  }
  const seen = facts.colours.filter((c) => c.share >= COLOUR_PRESENT).map((c) => family(c.name));
  return !seen.some((f) => said.has(f));
}

/** The classifier's mass on a keyword's noun (or a finer noun under it) that counts as seeing it. */
const KEYWORD_READING = 0.2;

/** A keyword named the product: the pixels support it when a detector or the classifier reads it at all. */
export function keywordSupported(noun: Noun, facts: VisualFacts): boolean {
  if (facts.objects.some((o) => cocoNoun(o.label)?.id === noun.id)) {
    return true;
  }
  const known = classifierNounsFor(noun);
  return classifierView(facts).some((s) => s.p >= KEYWORD_READING && known.has(s.id));
}

/** Why the merchant's words and the picture disagree, if they do (the alt is then flagged, never rewritten). */
export function crossCheck(plan: AltPlan, facts: VisualFacts): 'noun' | 'colour' | 'keyword' | undefined {
  if (plan.noun && (plan.source === 'title' || plan.source === 'description') && nounContradicted(plan.noun, facts)) {
    return 'noun';
  }
  if (plan.noun && plan.source === 'keyword' && !keywordSupported(plan.noun, facts)) {
    return 'keyword';
  }
  return colourContradicted(plan, facts) ? 'colour' : undefined;
}
