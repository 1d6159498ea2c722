/**
 * Which pixel colours may be named, and from which part of the picture. No colour beats a wrong colour: the
 * whole frame of a scene is never read as the product, a model's outfit is read in the zone the product covers,
 * and a colour that covers too little of its region is left out.
 */
import type { ColourFact, VisualFacts } from '../types.ts';
import { rgbToLab } from '../facts/colour/lab.ts';
import { colourTrusted, productKind, type ColourEvidence, type ColourRegion } from './colour-trust.ts';
import { colourWord, type Noun } from './lexicon/index.ts';

/** Share of its region the first named colour must cover (product mask or garment zone). */
const FIRST_MIN_SHARE = 0.3;
/** A detected subject's box still holds some backdrop: ask for more. */
const SUBJECT_MIN_SHARE = 0.35;
/** A second colour is named only when it is a real part of the product, not trim. */
const SECOND_MIN_SHARE = 0.3;

/**
 * Share of its bounding box a product's mask fills, under which a white backdrop has probably leaked into a pale
 * product: the flood fill takes a white dress for backdrop and leaves only its print. Dev: 4 of the 5 such masks
 * with a named colour were pale products (a white Pooh dress read "pink", a white Minnie top "red and pink", an
 * off-white sandal "brown and grey", a white chair with a blue back "light blue"); the fifth a thin red cable.
 */
const LEAKED_FILL = 0.3;

/** Worn below the waist: their colour is read on the legs of a model. */
const LOWER_BODY = new Set([
  'trousers',
  'track_pants',
  'jeans',
  'capris',
  'leggings',
  'shorts',
  'skirt',
  'bottoms',
  'underwear',
  'underwear_socks',
]);
/** Worn on the torso (matched on the English noun, so every top-like entry of the lexicon counts). */
const UPPER = /\b(?:t-?shirt|top|shirt|sweat\w*|hoodie|jacket|coat|tank|polo|bra|sweater|blouse|cardigan|vest|fleece|gilet)\b/i;
/** Worn over the whole body: both zones. */
const WHOLE_BODY = new Set(['dress', 'swimsuit', 'dresses_skirts', 'jumpsuit', 'overalls']);

/** Whether a worn product shows on a model's torso (a top, a jacket, a dress): where its colour and pattern are read. */
export function showsOnTorso(noun: Noun): boolean {
  return noun.kind === 'wear' && (UPPER.test(noun.en.sg) || ['tops', 'outerwear'].includes(noun.id) || WHOLE_BODY.has(noun.id));
}

function family(key: string): string | undefined {
  return colourWord(key)?.family;
}

function pick(colours: ColourFact[], firstMin: number): ColourFact[] {
  const out: ColourFact[] = [];
  for (const c of colours) {
    const min = out.length === 0 ? firstMin : SECOND_MIN_SHARE;
    if (out.length === 0 && c.share < min) {
      return [];
    }
    if (c.share < min || !colourWord(c.name) || out.some((k) => family(k.name) === family(c.name))) {
      continue;
    }
    out.push(c);
    if (out.length === 2) {
      break;
    }
  }
  return out;
}

/**
 * Near shades of one colour split a product's share between them ("light blue" 0.30 and "blue" 0.29 on a blue
 * checked shirt, neither alone clear): summed by family, they are named by the family's own word ("blue").
 */
function byFamily(colours: ColourFact[]): ColourFact[] {
  const out = new Map<string, ColourFact & { members: number }>();
  for (const c of colours) {
    const f = family(c.name) ?? c.name;
    const prev = out.get(f);
    out.set(f, prev ? { ...prev, name: f, share: prev.share + c.share, members: prev.members + 1 } : { ...c, members: 1 });
  }
  // The facts' order stays (it already prefers a hue over shading): only the first colour's family is summed.
  const [first, ...rest] = [...out.values()];
  return first && first.members > 1 ? [first, ...rest].map(({ members: _, ...c }) => c) : [];
}

/** The first colour alone, else its family when near shades of it share the region. */
function pickShades(colours: ColourFact[], firstMin: number): ColourFact[] {
  const direct = pick(colours, firstMin);
  return direct.length > 0 ? direct : pick(byFamily(colours), firstMin);
}

function merge(a: ColourFact[], b: ColourFact[]): ColourFact[] {
  const byName = new Map<string, ColourFact>();
  for (const c of [...a, ...b]) {
    const prev = byName.get(c.name);
    byName.set(c.name, prev ? { ...prev, share: prev.share + c.share } : { ...c });
  }
  return [...byName.values()].map((c) => ({ ...c, share: c.share / 2 })).sort((x, y) => y.share - x.share);
}

/** The garment zone that shows this product on a model; undefined when a model shot cannot show its colour. */
function garmentZone(facts: VisualFacts, noun: Noun | undefined): ColourFact[] | undefined {
  const g = facts.garmentColours;
  if (!g) {
    return undefined;
  }
  if (!noun) {
    return g.upper;
  }
  if (noun.kind !== 'wear') {
    return undefined;
  }
  if (LOWER_BODY.has(noun.id)) {
    return g.lower;
  }
  if (WHOLE_BODY.has(noun.id)) {
    return merge(g.upper, g.lower);
  }
  return UPPER.test(noun.en.sg) || ['tops', 'outerwear'].includes(noun.id) ? g.upper : undefined; // shoes, watches, caps on a model: too small to read in the person's zones
}

/** Fabric is not metal: a grey T-shirt reads "silver" to the palette, a mustard one "gold". */
const FABRIC_SHADE: Record<string, string> = { silver: 'grey', gold: 'yellow' };

/** Clothing (not shoes, bags or jewellery): what a model wears on the torso or the legs. */
function isClothing(noun: Noun | undefined): boolean {
  return (
    noun !== undefined &&
    noun.kind === 'wear' &&
    (LOWER_BODY.has(noun.id) || WHOLE_BODY.has(noun.id) || UPPER.test(noun.en.sg) || ['tops', 'outerwear', 'clothing'].includes(noun.id))
  );
}

/** What the pixels say the product's colours are, before the trust model has its say (the trainer reads this). */
export interface PixelColours {
  keys: string[];
  /** The first colour named, where it was read and what it names: the trust model's input. */
  evidence?: ColourEvidence;
}

/** Palette keys (0–2) the pixels say the product is, with the evidence for the first; none when that is not clear. */
export function pixelColourEvidence(facts: VisualFacts, noun: Noun | undefined): PixelColours {
  const read = pixelColours(facts, noun);
  const [first] = read?.colours ?? [];
  if (!read || !first) {
    return { keys: [] };
  }
  const clothing = isClothing(noun) || (!noun && facts.imageType === 'model');
  const keys = read.colours.map((c) => c.name);
  return {
    keys: clothing ? [...new Set(keys.map((k) => FABRIC_SHADE[k] ?? k))] : keys,
    evidence: {
      fact: first,
      region: read.region,
      named: read.colours.length,
      kind: productKind(noun, clothing),
      runnerUp: read.all.find((c) => c.name !== first.name && family(c.name) !== family(first.name))?.share ?? 0,
      backdrop: facts.background.plain && read.region === 'product' ? (facts.background.colour ?? undefined) : undefined,
    },
  };
}

/** Palette keys (0–2) the product's colours may be written as: none when the pixels are not clear or not trusted. */
export function productColours(facts: VisualFacts, noun: Noun | undefined): string[] {
  const { keys, evidence } = pixelColourEvidence(facts, noun);
  // The trust model knows products (packshots and models); a scene's own subject ("A white horse") is not one.
  return evidence && (evidence.region === 'subject' || colourTrusted(evidence)) ? keys : [];
}

/**
 * A product of the backdrop's own shade (white on white, pale grey on a pale grey sweep) whose mask is mostly holes:
 * the pixels left are its print, trim or a prop, not its colour. The backdrop's colour among them means the product
 * itself was measured.
 */
export function backdropLeaked(facts: VisualFacts): boolean {
  const backdrop = facts.background.colour?.name;
  if (facts.colourRegion !== 'product' || !facts.productBox || !backdrop) {
    return false;
  }
  return maskFill(facts) < LEAKED_FILL && !facts.colours.some((c) => c.name === backdrop);
}

/** Share of its bounding box the product's mask fills (1 when there is no box). */
function maskFill(facts: VisualFacts): number {
  const box = facts.productBox;
  return box ? facts.foregroundShare / Math.max(1e-6, box[2] * box[3]) : 1;
}

/**
 * A product of the backdrop's own shade whose mask kept some of that shade (enclosed parts of a white T-shirt, with
 * its turquoise trim and print): the rest of its box is that shade too, so the colours are re-weighed over the box,
 * the backdrop's colour taking what the mask lost. Training packshots so measured (46): the backdrop's colour is in
 * the title's for 43, the mask's first colour for 33.
 */
function overWholeBox(facts: VisualFacts, colours: ColourFact[]): ColourFact[] {
  const backdrop = facts.background.colour?.name;
  const fill = maskFill(facts);
  if (facts.colourRegion !== 'product' || fill >= LEAKED_FILL || !colours.some((c) => c.name === backdrop)) {
    return colours;
  }
  return colours
    .map((c) => ({ ...c, share: c.name === backdrop ? 1 - fill + c.share * fill : c.share * fill }))
    .sort((a, b) => b.share - a.share);
}

/**
 * A dark brown leather photographs as a warm near-black, and the palette names each of its pixels black or grey; the
 * mean of the product's mask keeps the warmth. Training packshots (Kaggle titles) read black with a warm cast
 * (a* > 1, b* > 0.5, a* + b* > 4.5): 65 brown, 8 black; read grey: 46 brown, 11 grey. Not on a model, where skin
 * at the garment's edge warms the mean (3 of 3 such blacks were black), nor on any photo but a packshot.
 */
function warmNeutralIsBrown(c: ColourFact): ColourFact {
  if (c.name !== 'black' && c.name !== 'grey') {
    return c;
  }
  const [, a, b] = rgbToLab(...c.rgb);
  return a > 1 && b > 0.5 && a + b > 4.5 ? { ...c, name: 'brown' } : c;
}

/** The mask's colours with warm neutrals read as brown, merged into a brown already there; the facts' order stays. */
function recast(colours: ColourFact[]): ColourFact[] {
  const out: ColourFact[] = [];
  for (const c of colours.map(warmNeutralIsBrown)) {
    const same = out.find((o) => o.name === c.name);
    if (same) {
      same.share += c.share;
    } else {
      out.push({ ...c });
    }
  }
  return out;
}

function pixelColours(
  facts: VisualFacts,
  noun: Noun | undefined,
): { colours: ColourFact[]; all: ColourFact[]; region: ColourRegion } | undefined {
  if (facts.imageType === 'model' && facts.garmentColours) {
    const zone = garmentZone(facts, noun);
    return zone && { colours: pickShades(zone, FIRST_MIN_SHARE), all: zone, region: 'garment' };
  }
  const all = facts.colours;
  switch (facts.colourRegion) {
    case 'product': {
      if (backdropLeaked(facts)) {
        return undefined;
      }
      const mask = overWholeBox(facts, facts.imageType === 'packshot' ? recast(all) : all);
      return { colours: pickShades(mask, FIRST_MIN_SHARE), all: mask, region: 'product' };
    }
    case 'subject':
      // A product in a styled scene shares its box with props, floors and walls (dev: 8 of 10 such colours were
      // wrong); a scene's own subject ("Two white horses") is what the box holds.
      return noun && facts.imageType === 'lifestyle' ? undefined : { colours: pickShades(all, SUBJECT_MIN_SHARE), all, region: 'subject' };
    default:
      return undefined;
  }
}
