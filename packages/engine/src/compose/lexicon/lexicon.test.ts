import { describe, expect, it } from 'vitest';
import { COCO_LABELS } from '../../facts/detect/coco-labels.ts';
import { PALETTE } from '../../facts/colour/palette.ts';
import { CATEGORY_GROUPS, CATEGORY_VOCABULARY } from '../../facts/category/vocabulary.ts';
import { categoryLexNoun, cocoNoun, colourWord, findNouns, frColour, headNoun, nounById } from './index.ts';

describe('lexicon coverage', () => {
  it('has an EN + FR noun for every COCO label the detector emits', () => {
    const missing = COCO_LABELS.filter((l) => !cocoNoun(l));
    expect(missing).toEqual([]);
  });

  it('names every category and group id of the category head from the category vocabulary', () => {
    const ids = [...Object.keys(CATEGORY_VOCABULARY), ...Object.keys(CATEGORY_GROUPS)];
    expect(ids.filter((id) => !categoryLexNoun(id))).toEqual([]);
    // Fine ids stay lexicon entries so titles naming them are recognised; groups are not lexicon entries.
    expect(Object.keys(CATEGORY_VOCABULARY).filter((id) => !nounById(id))).toEqual([]);
    expect(Object.keys(CATEGORY_GROUPS).filter((id) => nounById(id))).toEqual([]);
  });

  it('recognises every fine category noun the composer writes as that category', () => {
    // The perfume class is written "bottle", the hypernym of what it is seen on (issue 9): not a perfume word.
    const byHypernym = new Set(['perfume']);
    // The head's sweater_hoodie class (sweaters and sweatshirts) is written "sweater" / « pull », the lexicon's sweater.
    const writtenAs: Record<string, string> = { sweater_hoodie: 'sweater' };
    for (const [id, e] of Object.entries(CATEGORY_VOCABULARY).filter(([k]) => !byHypernym.has(k))) {
      expect(
        findNouns(e.en.noun).map((m) => m.noun.id),
        e.en.noun,
      ).toEqual([writtenAs[id] ?? id]);
      expect(
        findNouns(e.fr.noun).map((m) => m.noun.id),
        e.fr.noun,
      ).toEqual([writtenAs[id] ?? id]);
    }
  });

  it('names mixed coarse groups by the safe hypernym, with French gender and number', () => {
    for (const group of ['bottoms', 'dresses_skirts', 'underwear_socks']) {
      const n = categoryLexNoun(group);
      expect(n?.en.sg, group).toBe('garment');
      expect(n?.fr, group).toEqual({ sg: 'vêtement', pl: 'vêtement', g: 'm' });
    }
    expect(categoryLexNoun('shoes')).toMatchObject({ fr: { sg: 'chaussures', g: 'f' }, plural: { en: true, fr: true }, kind: 'wear' });
    expect(categoryLexNoun('handbag', 'bags')?.kind).toBe('carry');
  });

  it('names every palette colour and agrees it like the palette does', () => {
    for (const p of PALETTE) {
      const c = colourWord(p.key);
      expect(c, p.key).toBeDefined();
      if (c) {
        expect(c.en).toBe(p.en);
        expect(frColour(c, 'f', true)).toBe(p.fr.fp);
        expect(frColour(c, 'm', false)).toBe(p.fr.ms);
      }
    }
  });
});

/** Each title's head noun, as its lexicon id. */
function expectHeads(cases: [title: string, id: string][]): void {
  expect(cases.map(([title]) => [title, headNoun(title)?.match.noun.id])).toEqual(cases);
}

describe('noun lookup', () => {
  it('prefers the longest surface and does not match inside words', () => {
    expect(findNouns('Quechua Blue Sipper').map((m) => m.noun.id)).toEqual(['water_bottle']);
    expect(findNouns('Bagatelle').length).toBe(0);
    expect(headNoun('Sac à dos en toile')?.match.noun.id).toBe('backpack');
    expect(headNoun('Leather Duffle Bag')?.match.noun.id).toBe('duffel_bag');
  });

  it('reads "jersey" as the sports shirt when it heads the title, as the knit before another noun', () => {
    expectHeads([
      ['Kipsta Men Loose Fit Round Neck Jersey Black', 'sports_jersey'],
      ['Nike Men Team India Blue Jersey', 'sports_jersey'],
      ['Jersey Dress', 'dress'],
      ['Robe en jersey', 'dress'],
    ]);
  });

  it('reads a sports "Tight" heading a title as tights, the adjective before another noun as nothing', () => {
    expectHeads([
      ['Livingston All-Purpose Tight', 'tights'],
      ['Skin Tight Dress', 'dress'],
      ['Kalenji Unisex Tight Black Track Pant', 'track_pants'],
    ]);
  });

  it('reads a French-only word that is an English word, leading an English title, as English', () => {
    expectHeads([
      ['Four Seasons Down Jacket', 'puffer_jacket'],
      ['Sweat Shorts', 'shorts'],
      ['Body Pillow', 'cushion'],
      // Alone, or before French words, it is the French noun.
      ['Four encastrable Bosch', 'oven'],
      ['Body manches longues', 'bodysuit'],
      ['Sweat à capuche', 'hoodie'],
    ]);
  });

  it('reads a French-only word as English means it in an English title', () => {
    expectHeads([
      ['Wicker Picnic Basket', 'storage_basket'],
      ['Silk Kimono Robe', 'bathrobe'],
      ['Kids Dinosaur Costume', 'dress_up_costume'],
      ['Brass Drawer Pull', 'cabinet_handle'],
      // Where English names no product with it, the title names none.
      ['Lit Moon Lamp', 'lamp'],
      // A French title keeps the French noun.
      ['Baskets Nike Air Max', 'sneakers'],
      ['Robe longue fleurie', 'dress'],
      ['Costume homme 3 pièces', 'suit'],
      ['Pull col rond en laine', 'sweater'],
    ]);
  });
});
