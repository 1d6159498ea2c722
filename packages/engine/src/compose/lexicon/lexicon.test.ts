import { describe, expect, it } from 'vitest';
import { COCO_LABELS } from '../../facts/detect/coco-labels.ts';
import { PALETTE } from '../../facts/colour/palette.ts';
import { CATEGORY_GROUPS, CATEGORY_VOCABULARY } from '../../facts/category/vocabulary.ts';
import { cocoNoun, colourWord, findNouns, frColour, headNoun, nounById } from './index.ts';

describe('lexicon coverage', () => {
  it('has an EN + FR noun for every COCO label the detector emits', () => {
    const missing = COCO_LABELS.filter((l) => !cocoNoun(l));
    expect(missing).toEqual([]);
  });

  it('has a noun for every category and group id of the category head', () => {
    const ids = [...Object.keys(CATEGORY_VOCABULARY), ...Object.keys(CATEGORY_GROUPS)];
    expect(ids.filter((id) => !nounById(id))).toEqual([]);
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
});
