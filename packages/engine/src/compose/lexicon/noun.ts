/** Grammatical gender of a French noun. */
export type Gender = 'm' | 'f';

/**
 * How a product relates to a person in a "model" photo: clothes and shoes are worn, bags are carried,
 * everything else is held or shown. Drives "worn by a model" vs "held by a person".
 */
export type NounKind = 'wear' | 'carry' | 'thing' | 'living' | 'person';

/** One entry of the lexicon: a product or object noun with its English and French forms. */
export interface Noun {
  id: string;
  en: { sg: string; pl: string };
  fr: { sg: string; pl: string; g: Gender };
  /** Named in the plural by default ("shoes", "socks"); French may differ (a "short" is singular). */
  plural: { en: boolean; fr: boolean };
  kind: NounKind;
  /** Extra lower-case surface forms recognised in titles, keywords and descriptions (EN and FR). */
  match: string[];
}

export interface NounSpec {
  /** "singular|plural"; the plural defaults to singular + "s". */
  en: string;
  fr: string;
  g: Gender;
  /** 'pl' = plural in both languages, 'pl-en' = plural only in English, 'pl-fr' = only in French. */
  num?: 'pl' | 'pl-en' | 'pl-fr';
  kind?: NounKind;
  match?: string[];
}

function forms(spec: string): { sg: string; pl: string } {
  const [sg = spec, pl] = spec.split('|');
  return { sg, pl: pl ?? `${sg}s` };
}

/** Builds lexicon entries from a compact table so the tables stay readable. */
export function buildNouns(table: Record<string, NounSpec>): Noun[] {
  return Object.entries(table).map(([id, spec]) => {
    const en = forms(spec.en);
    const fr = forms(spec.fr);
    const num = spec.num;
    return {
      id,
      en,
      fr: { ...fr, g: spec.g },
      plural: { en: num === 'pl' || num === 'pl-en', fr: num === 'pl' || num === 'pl-fr' },
      kind: spec.kind ?? 'thing',
      match: (spec.match ?? []).map((m) => m.toLowerCase()),
    };
  });
}
