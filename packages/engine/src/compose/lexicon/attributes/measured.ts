import type { Attribute } from '../attribute.ts';

/**
 * Attributes that carry a number: gold with its carats ("14k gold", "18 carat yellow gold", « or blanc 18 carats »,
 * a bare "18K") and pack sizes ("set of 4", "2-pack", « lot de 3 », "3 pairs", « paire de »). Each rule reads the
 * folded text (lower case, no accents, hyphens as spaces) and builds the attribute with its number in it.
 */
export interface MeasuredRule {
  re: RegExp;
  lang: 'en' | 'fr';
  build: (m: RegExpExecArray) => { attribute: Attribute; value?: number } | undefined;
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const CARATS = '(9|10|14|18|22|24)';
const NUMBER = '(\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze)';

// prettier-ignore
const WORD_NUMBERS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, douze: 12,
};

// prettier-ignore
const SHADES: Record<string, { en: string; fr: string }> = {
  yellow: { en: 'yellow', fr: 'jaune' }, jaune: { en: 'yellow', fr: 'jaune' },
  white: { en: 'white', fr: 'blanc' }, blanc: { en: 'white', fr: 'blanc' },
  rose: { en: 'rose', fr: 'rose' },
};

function toNumber(word: string | undefined): number | undefined {
  if (!word) {
    return undefined;
  }
  const n = /^\d+$/.test(word) ? Number(word) : WORD_NUMBERS[word];
  return n !== undefined && n > 0 ? n : undefined;
}

function gold(carats: string | undefined, shade: string | undefined): { attribute: Attribute; value: number } | undefined {
  const n = toNumber(carats);
  if (!n) {
    return undefined;
  }
  const s = shade ? SHADES[shade] : undefined;
  return {
    value: n,
    attribute: {
      id: 'gold',
      category: 'material',
      en: { text: `${n}k ${s ? `${s.en} ` : ''}gold`, position: 'before' },
      fr: { kind: 'phrase', text: `en or ${s ? `${s.fr} ` : ''}${n} carats`, position: 'after' },
      surfaces: [],
    },
  };
}

function count(id: 'set_of' | 'pairs' | 'pair', en: string, fr: string, value?: number): { attribute: Attribute; value?: number } {
  return {
    value,
    attribute: {
      id,
      category: 'count',
      en: { text: en, position: 'before' },
      fr: { kind: 'phrase', text: fr, position: 'before' },
      surfaces: [],
    },
  };
}

function setOf(word: string | undefined): { attribute: Attribute; value?: number } | undefined {
  const n = toNumber(word);
  return n && n > 1 ? count('set_of', `set of ${n}`, `lot de ${n}`, n) : undefined;
}

/** How many a sofa seats ("3-seat sofa", « canapé 3 places »): a fact the French says after the noun. */
function seats(word: string | undefined): { attribute: Attribute; value?: number } | undefined {
  const n = toNumber(word);
  return n && n > 1 && n < 10
    ? {
        value: n,
        attribute: {
          id: 'seats',
          category: 'detail',
          en: { text: `${n}-seater`, position: 'before' },
          fr: { kind: 'phrase', text: `${n} places`, position: 'after' },
          surfaces: [],
        },
      }
    : undefined;
}

function pairs(word: string | undefined): { attribute: Attribute; value?: number } | undefined {
  const n = toNumber(word);
  return n && n > 1 ? count('pairs', `${n} pairs of`, `lot de ${n} paires de`, n) : undefined;
}

// prettier-ignore
export const MEASURED_RULES: MeasuredRule[] = [
  { lang: 'en', re: new RegExp(`${B}${CARATS} ?(?:k|kt|ct|carats?|karats?)(?: (yellow|white|rose))? gold${E}`, 'gu'), build: (m) => gold(m[1], m[2]) },
  { lang: 'en', re: new RegExp(`${B}(?:(yellow|white|rose) )?gold ${CARATS} ?(?:k|kt|ct|carats?|karats?)${E}`, 'gu'), build: (m) => gold(m[2], m[1]) },
  { lang: 'en', re: new RegExp(`${B}(9|14|18|22|24) ?(?:k|kt|ct)${E}`, 'gu'), build: (m) => gold(m[1], undefined) },
  { lang: 'fr', re: new RegExp(`${B}(?:en )?or(?: (jaune|blanc|rose))? ${CARATS} ?(?:carats?|k|kt|ct)${E}`, 'gu'), build: (m) => gold(m[2], m[1]) },
  { lang: 'fr', re: new RegExp(`${B}${CARATS} carats${E}`, 'gu'), build: (m) => gold(m[1], undefined) },
  { lang: 'en', re: new RegExp(`${B}(?:set|pack|box|bundle) of ${NUMBER}${E}`, 'gu'), build: (m) => setOf(m[1]) },
  { lang: 'en', re: new RegExp(`${B}(\\d{1,3})[ -]?(?:pack|pk|piece set)${E}`, 'gu'), build: (m) => setOf(m[1]) },
  { lang: 'en', re: new RegExp(`${B}${NUMBER} pairs(?: of)?${E}`, 'gu'), build: (m) => pairs(m[1]) },
  { lang: 'en', re: new RegExp(`${B}pair of${E}`, 'gu'), build: () => count('pair', 'pair of', 'paire de') },
  { lang: 'fr', re: new RegExp(`${B}(?:lot|pack|set|coffret|kit|ensemble|assortiment) de ${NUMBER}${E}`, 'gu'), build: (m) => setOf(m[1]) },
  { lang: 'en', re: new RegExp(`${B}(\\d)[ -]?seat(?:er|s)?${E}`, 'gu'), build: (m) => seats(m[1]) },
  { lang: 'fr', re: new RegExp(`${B}(\\d) places${E}`, 'gu'), build: (m) => seats(m[1]) },
  { lang: 'fr', re: new RegExp(`${B}(?:lot de )?${NUMBER} paires(?: de)?${E}`, 'gu'), build: (m) => pairs(m[1]) },
  { lang: 'fr', re: new RegExp(`${B}paire de${E}`, 'gu'), build: () => count('pair', 'pair of', 'paire de') },
];
