import { describe, expect, it } from 'vitest';
import { CATEGORY_GROUPS, CATEGORY_VOCABULARY, nounFor } from './vocabulary.ts';

describe('nounFor', () => {
  it('gives French gender and number for agreement', () => {
    expect(nounFor('sneakers', 'fr')).toEqual({ noun: 'baskets', gender: 'f', plural: true });
    expect(nounFor('sneakers', 'en')).toMatchObject({ noun: 'sneakers', plural: true });
    expect(nounFor('watch', 'fr')).toEqual({ noun: 'montre', gender: 'f', plural: false });
  });

  it('names the coarse groups too (the noun when there is no fine label)', () => {
    expect(nounFor('bags', 'fr')).toEqual({ noun: 'sac', gender: 'm', plural: false });
    expect(nounFor('tops', 'en')).toMatchObject({ noun: 'top' });
    expect(nounFor('tops', 'fr')).toMatchObject({ noun: 'haut', gender: 'm' });
  });

  it('has no noun for an id outside the vocabulary rather than a wrong word', () => {
    expect(nounFor('sofa', 'en')).toBeUndefined();
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
