import { nounFor, type NounForm } from '../../facts/category/vocabulary.ts';
import type { Noun, NounKind } from './noun.ts';

/** Category ids that are not worn: bags and wallets are carried, perfume is shown. */
const KIND_BY_ID: Record<string, NounKind> = { bags: 'carry', wallet: 'carry', perfume: 'thing' };

/**
 * The noun the composer writes for a category-head id (fine or coarse group). The words come from the
 * category vocabulary (facts/category/vocabulary.ts), the one source of category nouns, so a coarse group
 * that mixes shapes is named by its safe hypernym ("garment", « vêtement ») and never by one member's noun.
 * A vocabulary noun is written in its own number; `group` picks the kind for fine ids (a handbag is carried).
 */
export function categoryLexNoun(id: string, group?: string): Noun | undefined {
  const en = nounFor(id, 'en');
  const fr = nounFor(id, 'fr');
  if (!en || !fr) {
    return undefined;
  }
  const same = (f: NounForm): { sg: string; pl: string } => ({ sg: f.noun, pl: f.noun });
  return {
    id,
    en: same(en),
    fr: { ...same(fr), g: fr.gender },
    plural: { en: en.plural, fr: fr.plural },
    kind: KIND_BY_ID[id] ?? KIND_BY_ID[group ?? ''] ?? 'wear',
    match: [],
  };
}
