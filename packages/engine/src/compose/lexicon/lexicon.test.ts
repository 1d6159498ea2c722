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

describe('noun lookup', () => {
  it('prefers the longest surface and does not match inside words', () => {
    expect(findNouns('Quechua Blue Sipper').map((m) => m.noun.id)).toEqual(['water_bottle']);
    expect(findNouns('Bagatelle').length).toBe(0);
    expect(headNoun('Sac à dos en toile')?.match.noun.id).toBe('backpack');
    expect(headNoun('Leather Duffle Bag')?.match.noun.id).toBe('duffel_bag');
  });

  it('reads "jersey" as the sports shirt when it heads the title, as the knit before another noun', () => {
    expect(headNoun('Kipsta Men Loose Fit Round Neck Jersey Black')?.match.noun.id).toBe('sports_jersey');
    expect(headNoun('Nike Men Team India Blue Jersey')?.match.noun.id).toBe('sports_jersey');
    expect(headNoun('Jersey Dress')?.match.noun.id).toBe('dress');
    expect(headNoun('Robe en jersey')?.match.noun.id).toBe('dress');
  });

  it('reads a sports "Tight" heading a title as tights, the adjective before another noun as nothing', () => {
    expect(headNoun('Livingston All-Purpose Tight')?.match.noun.id).toBe('tights');
    expect(headNoun('Skin Tight Dress')?.match.noun.id).toBe('dress');
    expect(headNoun('Kalenji Unisex Tight Black Track Pant')?.match.noun.id).toBe('track_pants');
  });

  it('reads a French-only word that is an English word, leading an English title, as English', () => {
    expect(headNoun('Four Seasons Down Jacket')?.match.noun.id).toBe('puffer_jacket');
    expect(headNoun('Sweat Shorts')?.match.noun.id).toBe('shorts');
    expect(headNoun('Body Pillow')?.match.noun.id).toBe('cushion');
    // Alone, or before French words, it is the French noun.
    expect(headNoun('Four encastrable Bosch')?.match.noun.id).toBe('oven');
    expect(headNoun('Body manches longues')?.match.noun.id).toBe('bodysuit');
    expect(headNoun('Sweat à capuche')?.match.noun.id).toBe('hoodie');
  });

  it('reads a French-only word as English means it in an English title', () => {
    expect(headNoun('Wicker Picnic Basket')?.match.noun.id).toBe('storage_basket');
    expect(headNoun('Silk Kimono Robe')?.match.noun.id).toBe('bathrobe');
    expect(headNoun('Kids Dinosaur Costume')?.match.noun.id).toBe('dress_up_costume');
    expect(headNoun('Brass Drawer Pull')?.match.noun.id).toBe('cabinet_handle');
    // Where English names no product with it, the title names none.
    expect(headNoun('Lit Moon Lamp')?.match.noun.id).toBe('lamp');
    // A French title keeps the French noun.
    expect(headNoun('Baskets Nike Air Max')?.match.noun.id).toBe('sneakers');
    expect(headNoun('Robe longue fleurie')?.match.noun.id).toBe('dress');
    expect(headNoun('Costume homme 3 pièces')?.match.noun.id).toBe('suit');
    expect(headNoun('Pull col rond en laine')?.match.noun.id).toBe('sweater');
  });
});
