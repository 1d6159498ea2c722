import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COARSE_NOUNS } from '../../src/compose/lexicon/coarse-nouns.ts';
import { COCO_NOUNS } from '../../src/compose/lexicon/coco-nouns.ts';
import { ENGLISH_READINGS, SAME_IN_ENGLISH } from '../../src/compose/lexicon/english-readings.ts';
import { nounById } from '../../src/compose/lexicon/index.ts';
import { DOMAIN_NOUNS } from '../../src/compose/lexicon/nouns/index.ts';
import { PRODUCT_NOUNS } from '../../src/compose/lexicon/product-nouns.ts';
import { WORDNET_DIR, readTaggedCounts } from './wordnet-db.ts';

const HAVE_WORDNET = existsSync(join(WORDNET_DIR, 'index.noun'));

/** Singular French forms no English form of any noun shares: the words a title's language changes the meaning of. */
function frenchOnlyWords(): Set<string> {
  const nouns = [...PRODUCT_NOUNS, ...DOMAIN_NOUNS, ...COCO_NOUNS, ...COARSE_NOUNS];
  const english = new Set(nouns.flatMap((n) => [n.en.sg, n.en.pl, ...n.match].map((s) => s.toLowerCase())));
  return new Set(nouns.map((n) => n.fr.sg.toLowerCase()).filter((s) => !english.has(s)));
}

describe('French-only words that English uses', () => {
  it('gives each English reading an existing noun', () => {
    for (const [word, id] of Object.entries(ENGLISH_READINGS)) {
      expect(id === null || nounById(id) !== undefined, `${word} → ${String(id)}`).toBe(true);
    }
  });

  it.skipIf(!HAVE_WORDNET)('decides every French-only noun that WordNet tags as an everyday English word', () => {
    const tagged = readTaggedCounts();
    const undecided = [...frenchOnlyWords()].filter(
      (w) => (tagged.get(w) ?? 0) >= 1 && !(w in ENGLISH_READINGS) && !SAME_IN_ENGLISH.has(w),
    );
    expect(undecided).toEqual([]);
  });
});
