/**
 * Compares a palette key with a catalogue colour label. Sources spell colours differently ("Navy Blue", "Grey",
 * "gray", "Maroon", "wood"), so both sides are reduced to a basic colour family first. Used by measurement and
 * tests only; the engine never sees labels.
 */
import { PALETTE_BY_KEY } from '../../src/facts/colour/palette.ts';

// prettier-ignore
const LABEL_FAMILY: Record<string, string[]> = {
  black: ['black'], white: ['white'], grey: ['grey'], gray: ['grey'], silver: ['grey'], charcoal: ['grey'],
  navy: ['blue'], 'navy blue': ['blue'], blue: ['blue'], turquoise: ['blue'], teal: ['blue'],
  green: ['green'], olive: ['green'], khaki: ['green', 'beige'],
  yellow: ['yellow'], gold: ['yellow', 'brown'], mustard: ['yellow'],
  orange: ['orange'], red: ['red', 'pink'], maroon: ['red', 'brown', 'purple'], burgundy: ['red'],
  pink: ['pink'], purple: ['purple'], lavender: ['purple'], magenta: ['pink', 'purple'],
  brown: ['brown'], tan: ['brown', 'beige'], beige: ['beige', 'white'], cream: ['beige', 'white'],
  wood: ['brown', 'beige'], bronze: ['brown'], copper: ['brown', 'orange'],
};

/** Families a label accepts; a comma-joined label ("blue, pink") accepts any of its parts. */
export function labelFamilies(label: string): string[] {
  return label
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .flatMap((s) => LABEL_FAMILY[s] ?? [s]);
}

export function colourMatches(paletteKey: string, label: string): boolean {
  const family = PALETTE_BY_KEY.get(paletteKey)?.family;
  return family !== undefined && labelFamilies(label).includes(family);
}
