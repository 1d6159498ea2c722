import { describe, expect, it } from 'vitest';
import type { ColourFact } from '../types.ts';
import { composeAlt } from './compose.ts';
import { makeFacts } from '../testing/make-facts.ts';

const c = (name: string, share: number): ColourFact => ({ name, share, rgb: [0, 0, 0] });
const worn = (sleeves: 'long' | 'short' | 'none') =>
  makeFacts({ imageType: 'model', people: 1, faces: 1, sleeves, garmentColours: { upper: [c('red', 0.8)], lower: [c('grey', 0.7)] } });

describe('sleeves seen on the model', () => {
  it('says the sleeves of a top in both languages', () => {
    expect(composeAlt(worn('short'), { language: 'en', title: 'Tiffany Fitness Tee' }).altTag).toBe(
      'Short-sleeved red Tiffany Fitness Tee worn by a model',
    );
    expect(composeAlt(worn('short'), { language: 'fr', title: 'Tiffany Fitness Tee' }).altTag).toBe(
      'T-shirt de fitness Tiffany rouge à manches courtes porté par un mannequin',
    );
    expect(composeAlt(worn('long'), { language: 'en', title: 'Lee Men Checks Shirt' }).altTag).toMatch(/^Long-sleeved /);
    // Simple mode: the category head's group noun takes the sleeves too.
    const top = { ...worn('short'), category: { fine: null, group: 'tops', probability: 0.9, gateScore: 0.7 } };
    expect(composeAlt(top, { language: 'en' }).altTag).toBe('Short-sleeved red top worn by a model');
  });

  it('says only what is news: not "long-sleeved" on a jacket, nothing on a tank top or on trousers', () => {
    expect(composeAlt(worn('long'), { language: 'en', title: 'Inez Full Zip Jacket' }).altTag).not.toMatch(/sleeve/i);
    expect(composeAlt(worn('none'), { language: 'en', title: 'Rocco Gym Tank' }).altTag).not.toMatch(/sleeve/i);
    expect(composeAlt(worn('short'), { language: 'en', title: 'Caesar Warm-Up Pant' }).altTag).not.toMatch(/sleeve/i);
  });

  it('never repeats or contradicts the merchant’s sleeves', () => {
    const alt = composeAlt(worn('short'), { language: 'en', title: 'Deion Long-Sleeve EverCool Tee' }).altTag;
    expect(alt).not.toMatch(/short-sleeved/i);
  });
});

describe('side view of a single shoe', () => {
  const shoe = (pieces: number, box: [number, number, number, number]) =>
    makeFacts({ imageType: 'packshot', pieces, productBox: box, width: 1080, height: 1440, colours: [c('black', 0.7)] });

  it('says "side view" for one shoe in profile', () => {
    expect(composeAlt(shoe(1, [0.05, 0.3, 0.9, 0.35]), { language: 'en', title: 'RunX Running Shoe' }).altTag).toBe(
      'Black RunX Running Shoe, side view',
    );
    expect(composeAlt(shoe(1, [0.05, 0.3, 0.9, 0.35]), { language: 'fr', title: 'RunX Running Shoe' }).altTag).toMatch(/, vue de profil$/);
  });

  it('says nothing for a pair, a shoe seen from above, or a product that is not footwear', () => {
    expect(composeAlt(shoe(2, [0.05, 0.3, 0.9, 0.35]), { language: 'en', title: 'RunX Running Shoe' }).altTag).not.toMatch(/side view/);
    expect(composeAlt(shoe(1, [0.3, 0.1, 0.4, 0.8]), { language: 'en', title: 'RunX Running Shoe' }).altTag).not.toMatch(/side view/);
    expect(composeAlt(shoe(1, [0.05, 0.3, 0.9, 0.35]), { language: 'en', title: 'Summit Watch' }).altTag).not.toMatch(/side view/);
  });
});

describe('back view of a garment on a model', () => {
  it('says "back view" / « vue de dos » after the wearer', () => {
    const back = { ...worn('long'), backView: true };
    expect(composeAlt(back, { language: 'en', title: 'Strike Endurance Tee' }).altTag).toBe(
      'Long-sleeved red Strike Endurance Tee worn by a model, back view',
    );
    expect(composeAlt(back, { language: 'fr', title: 'Strike Endurance Tee' }).altTag).toMatch(/porté par un mannequin, vue de dos$/);
    expect(composeAlt(worn('long'), { language: 'en', title: 'Strike Endurance Tee' }).altTag).not.toMatch(/back view/);
  });
});

describe('pattern of a top seen on the model', () => {
  // A gingham torso as facts/colour/pattern.ts measures it (read-pattern.test.ts): the worn model reads "checked".
  const gingham = { spread: 0.2, edges: 0.77, rows: 0.47, cols: 0.53, repeat: 0.87, direction: 0.35, fill: 1, offColour: 0.45 };
  const shirt = { ...worn('long'), wornTexture: gingham };

  it('says the pattern of a worn top in both languages', () => {
    expect(composeAlt(shirt, { language: 'en', title: 'Probase Men Blue Shirt' }).altTag).toMatch(/checked/);
    expect(composeAlt(shirt, { language: 'fr', title: 'Probase Men Blue Shirt' }).altTag).toMatch(/à carreaux/);
  });

  it('says nothing on trousers, nor when the title already states a pattern', () => {
    expect(composeAlt(shirt, { language: 'en', title: 'Caesar Warm-Up Pant' }).altTag).not.toMatch(/checked/);
    const alt = composeAlt(shirt, { language: 'en', title: 'Lee Men Striped Shirt' }).altTag;
    expect(alt).toMatch(/Striped/);
    expect(alt).not.toMatch(/checked/);
  });
});
