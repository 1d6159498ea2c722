import { describe, expect, it } from 'vitest';
import { categoryNoun } from './index.ts';
import { CATEGORY_GROUPS, CATEGORY_VOCABULARY, nounFor } from './vocabulary.ts';

const fact = (fine: string | null, group: string) => ({ fine, group, probability: 0.9, gateScore: 0.8 });

describe('categoryNoun', () => {
  it('gives French gender and number for agreement', () => {
    expect(categoryNoun(fact('sneakers', 'shoes'), 'fr')).toEqual({ noun: 'baskets', gender: 'f', plural: true });
    expect(categoryNoun(fact('sneakers', 'shoes'), 'en')).toMatchObject({ noun: 'sneakers', plural: true });
    expect(categoryNoun(fact('watch', 'accessories'), 'fr')).toEqual({ noun: 'montre', gender: 'f', plural: false });
  });

  it('falls back to the coarse group noun when there is no fine label', () => {
    expect(categoryNoun(fact(null, 'bags'), 'fr')).toEqual({ noun: 'sac', gender: 'm', plural: false });
    expect(categoryNoun(fact(null, 'tops'), 'en')).toMatchObject({ noun: 'top' });
    expect(categoryNoun(fact(null, 'tops'), 'fr')).toMatchObject({ noun: 'haut', gender: 'm' });
  });

  it('throws on an id outside the vocabulary rather than writing a wrong word', () => {
    expect(() => categoryNoun(fact('sofa', 'furniture'), 'en')).toThrow();
    expect(nounFor('sofa', 'fr')).toBeUndefined();
  });

  it('maps every fine class to a declared group with non-empty nouns', () => {
    for (const entry of Object.values(CATEGORY_VOCABULARY)) {
      expect(Object.keys(CATEGORY_GROUPS)).toContain(entry.group);
      expect(entry.en.noun.length).toBeGreaterThan(0);
      expect(entry.fr.noun.length).toBeGreaterThan(0);
    }
  });
});
