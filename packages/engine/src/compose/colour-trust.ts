/**
 * How far a pixel colour can be trusted before it is written: a small logistic model over what the colour looked
 * like (its family, how far it sits from the next family's anchors, its share, lightness and chroma, the runner-up,
 * the backdrop's contrast), where it was read (the product's mask, a model's garment zone) and what kind of product it
 * names. Fitted by `npm run train:colour-trust` on the training photos whose catalogue names their colour (never on
 * the eval set), without class weights, so its output is a probability. Below the threshold no colour is named: a
 * checked shirt whose check averages to a pale grey, a pale colour over a third of a product on white. No colour
 * beats a wrong colour.
 */
import type { ColourFact } from '../types.ts';
import { rgbToLab, type Lab } from '../facts/colour/lab.ts';
import { PALETTE, PALETTE_BY_KEY } from '../facts/colour/palette.ts';
import { COLOUR_TRUST_MODEL } from './colour-trust.model.ts';
import type { Noun } from './lexicon/index.ts';
import { FOOTWEAR } from './seen-details.ts';

/** Colour families, one input each: how often a family is read right differs (grey is mixed with black and white). */
const FAMILIES = ['black', 'white', 'grey', 'blue', 'brown', 'beige', 'red', 'pink', 'green', 'yellow', 'purple', 'orange'];
export type ColourRegion = 'garment' | 'product' | 'subject';
const REGIONS: readonly ColourRegion[] = ['garment', 'product', 'subject'];
export type ProductKind = 'footwear' | 'clothing' | 'carried' | 'worn' | 'other';
const KINDS: readonly ProductKind[] = ['footwear', 'clothing', 'carried', 'worn', 'other'];

/** What the trust model looks at for the first colour an alt would name. */
export interface ColourEvidence {
  fact: ColourFact;
  region: ColourRegion;
  /** How many pixel colours the alt would name (1 or 2). */
  named: number;
  kind: ProductKind;
  /** The share of the region's next colour (0 when the region holds one): a close second is a mixed product. */
  runnerUp: number;
  /** The plain backdrop's colour, if any: a product close to it is hard to cut out. */
  backdrop?: ColourFact | undefined;
}

/** The product's kind as the trust model groups it: shoes, clothes, bags, other worn things, the rest. */
export function productKind(noun: Noun | undefined, clothing: boolean): ProductKind {
  if (!noun) {
    return 'other';
  }
  if (FOOTWEAR.has(noun.id)) {
    return 'footwear';
  }
  if (clothing) {
    return 'clothing';
  }
  return noun.kind === 'carry' ? 'carried' : noun.kind === 'wear' ? 'worn' : 'other';
}

const ANCHORS = PALETTE.flatMap((p) => p.anchors.map((rgb) => ({ family: p.family, lab: rgbToLab(...rgb) })));

/** Distance to the nearest anchor, inside or outside a family, with the palette's own lightness weight. */
function nearest(lab: Lab, family: string, inside: boolean): number {
  let best = Infinity;
  for (const a of ANCHORS) {
    if ((a.family === family) === inside) {
      best = Math.min(best, Math.hypot((lab[0] - a.lab[0]) * 0.8, lab[1] - a.lab[1], lab[2] - a.lab[2]));
    }
  }
  return best;
}

/** The model's input vector; the trainer and the engine build it here and nowhere else. */
export function colourTrustFeatures(e: ColourEvidence): number[] {
  const family = PALETTE_BY_KEY.get(e.fact.name)?.family ?? 'grey';
  const lab = rgbToLab(...e.fact.rgb);
  const margin = nearest(lab, family, false) - nearest(lab, family, true);
  const contrast = e.backdrop ? Math.hypot(...rgbToLab(...e.backdrop.rgb).map((v, i) => v - (lab[i] ?? 0))) / 100 : 0.5;
  return [
    ...FAMILIES.map((f) => (f === family ? 1 : 0)),
    Math.max(-1, Math.min(3, margin / 10)),
    e.fact.share,
    lab[0] / 100,
    Math.hypot(lab[1], lab[2]) / 50,
    ...REGIONS.map((r) => (r === e.region ? 1 : 0)),
    e.named > 1 ? 1 : 0,
    e.runnerUp,
    Math.min(1, contrast),
    ...KINDS.map((k) => (k === e.kind ? 1 : 0)),
  ];
}

/** Probability that the colour is the one the catalogue would give (0..1). */
export function colourTrust(e: ColourEvidence): number {
  const x = colourTrustFeatures(e);
  const z = x.reduce((s, v, i) => s + v * (COLOUR_TRUST_MODEL.weights[i] ?? 0), COLOUR_TRUST_MODEL.bias);
  return 1 / (1 + Math.exp(-z));
}

/** Whether the pixels' colour may be written at all. */
export function colourTrusted(e: ColourEvidence): boolean {
  return colourTrust(e) >= COLOUR_TRUST_MODEL.threshold;
}
