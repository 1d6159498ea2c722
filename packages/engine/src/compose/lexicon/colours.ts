import { PALETTE } from '../../facts/colour/palette.ts';
import type { Gender } from './noun.ts';

/** French adjective forms: masculine/feminine × singular/plural. Invariable colours repeat one form. */
export interface FrAdjective {
  ms: string;
  fs: string;
  mp: string;
  fp: string;
}

export interface ColourWord {
  key: string;
  en: string;
  fr: FrAdjective;
  /** Coarse family used to compare colours across vocabularies (navy → blue, maroon → red). */
  family: string;
}

/** Colour nouns used as adjectives (marron, orange) and compounds (bleu marine) never agree. */
function invariable(form: string): FrAdjective {
  return { ms: form, fs: form, mp: form, fp: form };
}

/**
 * Shades merchants write in titles and keywords that the pixel palette does not name. The palette's own
 * colours (facts/colour/palette.ts) are not repeated here: their words come from the palette itself.
 */
// prettier-ignore
const MERCHANT_SHADES: ColourWord[] = [
  { key: 'cream', en: 'cream', fr: invariable('crème'), family: 'white' },
  { key: 'off-white', en: 'off-white', fr: invariable('blanc cassé'), family: 'white' },
  { key: 'light-grey', en: 'light grey', fr: invariable('gris clair'), family: 'grey' },
  { key: 'dark-grey', en: 'dark grey', fr: invariable('gris foncé'), family: 'grey' },
  { key: 'charcoal', en: 'charcoal', fr: invariable('anthracite'), family: 'grey' },
  { key: 'sky-blue', en: 'sky blue', fr: invariable('bleu ciel'), family: 'blue' },
  { key: 'dark-blue', en: 'dark blue', fr: invariable('bleu foncé'), family: 'blue' },
  { key: 'teal', en: 'teal', fr: invariable('bleu canard'), family: 'blue' },
  { key: 'dark-green', en: 'dark green', fr: invariable('vert foncé'), family: 'green' },
  { key: 'light-green', en: 'light green', fr: invariable('vert clair'), family: 'green' },
  { key: 'olive', en: 'olive', fr: invariable('vert olive'), family: 'green' },
  { key: 'lime', en: 'lime green', fr: invariable('vert citron'), family: 'green' },
  { key: 'mint', en: 'mint green', fr: invariable('vert menthe'), family: 'green' },
  { key: 'mustard', en: 'mustard', fr: invariable('moutarde'), family: 'yellow' },
  { key: 'coral', en: 'coral', fr: invariable('corail'), family: 'orange' },
  { key: 'dark-red', en: 'dark red', fr: invariable('rouge foncé'), family: 'red' },
  { key: 'maroon', en: 'maroon', fr: invariable('bordeaux'), family: 'red' },
  { key: 'light-pink', en: 'light pink', fr: invariable('rose pâle'), family: 'pink' },
  { key: 'hot-pink', en: 'hot pink', fr: invariable('rose vif'), family: 'pink' },
  { key: 'magenta', en: 'magenta', fr: invariable('magenta'), family: 'pink' },
  { key: 'lavender', en: 'lavender', fr: invariable('lavande'), family: 'purple' },
  { key: 'plum', en: 'plum', fr: invariable('prune'), family: 'purple' },
  { key: 'dark-brown', en: 'dark brown', fr: invariable('marron foncé'), family: 'brown' },
  { key: 'tan', en: 'tan', fr: invariable('camel'), family: 'brown' },
  { key: 'camel', en: 'camel', fr: invariable('camel'), family: 'brown' },
  { key: 'bronze', en: 'bronze', fr: invariable('bronze'), family: 'brown' },
  { key: 'taupe', en: 'taupe', fr: invariable('taupe'), family: 'beige' },
  { key: 'ivory', en: 'ivory', fr: invariable('ivoire'), family: 'white' },
  { key: 'cognac', en: 'cognac', fr: invariable('cognac'), family: 'brown' },
  { key: 'sage', en: 'sage green', fr: invariable('vert sauge'), family: 'green' },
  { key: 'rose-gold', en: 'rose gold', fr: invariable('or rose'), family: 'pink' },
  { key: 'heather-grey', en: 'heather grey', fr: invariable('gris chiné'), family: 'grey' },
];

/** Palette colours first (one source of their EN and FR words), then the merchant-only shades. */
// prettier-ignore
const TABLE: ColourWord[] = [
  ...PALETTE.map(({ key, en, fr, family }) => ({ key, en, fr, family })),
  ...MERCHANT_SHADES,
];

const BY_KEY = new Map(TABLE.map((c) => [c.key, c]));

/** Colour words merchants write in titles and keywords, mapped to palette keys. */
// prettier-ignore
const ALIASES: Record<string, string> = {
  gray: 'grey', 'navy blue': 'navy', 'dark navy': 'navy', 'light gray': 'light-grey', 'dark gray': 'dark-grey',
  golden: 'gold', wine: 'burgundy', 'rose pink': 'pink', rose: 'pink', 'off white': 'off-white', 'lime green': 'lime',
  noir: 'black', noire: 'black', blanc: 'white', blanche: 'white', gris: 'grey', grise: 'grey', bleu: 'blue', bleue: 'blue',
  vert: 'green', verte: 'green', jaune: 'yellow', rouge: 'red', violet: 'purple', violette: 'purple', marron: 'brown',
  doré: 'gold', dorée: 'gold', argenté: 'silver', argentée: 'silver', kaki: 'khaki', bordeaux: 'burgundy', 'bleu marine': 'navy',
  multicolour: 'multi', multicolor: 'multi', 'heather gray': 'heather-grey', 'grey heather': 'heather-grey', 'gris chiné': 'heather-grey', 'rose gold': 'rose-gold', 'or rose': 'rose-gold', 'vert sauge': 'sage', 'sage green': 'sage',
};

/** Normalises a palette key or a colour word ("Navy Blue", "grise", "light_grey") to a known key. */
export function colourKey(word: string): string | undefined {
  const w = word
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
  const dashed = w.replace(/ /g, '-');
  if (BY_KEY.has(dashed)) {
    return dashed;
  }
  return ALIASES[w] ?? ALIASES[w.replace(/s$/, '')];
}

export function colourWord(keyOrWord: string): ColourWord | undefined {
  const key = colourKey(keyOrWord);
  return key ? BY_KEY.get(key) : undefined;
}

/** The French form agreeing with a noun of gender `g`, in the plural when `plural`. */
export function frColour(c: ColourWord, g: Gender, plural: boolean): string {
  if (g === 'm') {
    return plural ? c.fr.mp : c.fr.ms;
  }
  return plural ? c.fr.fp : c.fr.fs;
}

/** Every surface form (EN and FR, all agreements) of every colour, longest first, for finding colours in text. */
// prettier-ignore
export const COLOUR_SURFACES: { text: string; key: string }[] = [
  ...TABLE.flatMap((c) => [c.en, c.fr.ms, c.fr.fs, c.fr.mp, c.fr.fp].map((text) => ({ text, key: c.key }))),
  ...Object.entries(ALIASES).map(([text, key]) => ({ text, key })),
].sort((a, b) => b.text.length - a.text.length);
