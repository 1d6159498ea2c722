/**
 * "Crew" alone in an English title (issue 22): on a top it is the neckline ("ADIDAS Men Crew Yellow T-shirt" is a
 * crew-neck T-shirt, « col rond »); on socks it is their length, which the noun already implies. Either way a French
 * alt does not keep the English word.
 */
import { ATTRIBUTES, type Noun } from './lexicon/index.ts';
import type { StatedAttribute } from './read-attributes.ts';

/** Nouns whose "Crew" is a crew neck. */
const TOPS: ReadonlySet<string> = new Set(['tshirt_top', 'top', 'sweater', 'sweater_hoodie', 'tank_top', 'thermal_top']);
const CREW_NECK = ATTRIBUTES.find((a) => a.id === 'crew_neck');

export interface CrewWord {
  /** Where "Crew" stands in the name (each time): a French alt cuts it. */
  spans: { start: number; end: number }[];
  /** The neckline it says, for a top. */
  neckline?: StatedAttribute | undefined;
}

/** "Crew" as a word of its own ("Crew-neck" is the attribute already), said of a top or of socks. */
export function crewWord(name: string, noun: Noun | undefined): CrewWord | undefined {
  const spans = [...name.matchAll(/(?<![\p{L}\p{N}-])crew(?![\p{L}\p{N}]|[\s-]*neck)/giu)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const [first] = spans;
  if (!first || !noun || !(TOPS.has(noun.id) || noun.id === 'socks')) {
    return undefined;
  }
  const neckline = TOPS.has(noun.id) && CREW_NECK ? { attribute: CREW_NECK, ...first } : undefined;
  return { spans, neckline };
}
