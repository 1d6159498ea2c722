/**
 * The colour families a training photo's catalogue gives it: the colour words of a Kaggle title ("Puma Men Black
 * T-shirt" → black) or the colour a Spree file name ends with (",dark_blue.jpg" → blue). None when it names none.
 */
import { coloursIn } from '../../src/compose/title-colours.ts';
import { colourWord } from '../../src/compose/lexicon/index.ts';
import { labelColourFamilies } from '../eval/labels.ts';

/** Spree's file-name colours in the palette's words. */
const SPREE_COLOURS: Record<string, string> = { dark_blue: 'navy', light_blue: 'light blue' };

export function colourTruth(source: string, title: string, sourcePath: string): string[] {
  if (source === 'kaggle-fashion') {
    return [...new Set(coloursIn(title.toLowerCase()).flatMap((k) => colourWord(k)?.family ?? []))];
  }
  if (source !== 'spree') {
    return [];
  }
  const c = /,([a-z_]+)\.(?:jpe?g|png)$/i.exec(sourcePath)?.[1];
  return c ? labelColourFamilies(SPREE_COLOURS[c] ?? c.replace(/_/g, ' ')) : [];
}
