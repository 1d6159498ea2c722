import { describe, expect, it } from 'vitest';
import { checkAlt } from '../quality/check-alt.ts';
import type { AltContext } from '../types.ts';
import { composeAlt } from './compose.ts';
import { makeFacts } from '../testing/make-facts.ts';

/** Issue 24 item 3: complete mode mixed title words into the composer's phrase. */
const OCEAN = 'Ocean blue cotton shirt with a narrow collar and buttons down the front and long sleeves. Comfortable fit.';
const JUMPER = 'Knitted jumper in a soft wool blend with low dropped shoulders and wide sleeves. Perfect for keeping warm.';

function alt(colour: string, ctx: AltContext): string {
  const out = composeAlt(makeFacts({ colour }), ctx).altTag;
  expect(checkAlt(out, { ...ctx, decorative: false }).violations).toEqual([]);
  return out;
}

/** The title's words, as written and in order, inside the alt: none re-cased, none of ours between them. */
function keepsTitle(out: string, title: string): void {
  expect(out).toContain(title);
}

describe('the merchant title inside an English alt (issue 24)', () => {
  it('"Ocean Blue Shirt": the material follows the title instead of "Blue cotton Ocean shirt"', () => {
    const out = alt('blue', { language: 'en', title: 'Ocean Blue Shirt', description: OCEAN });
    expect(out).toBe('Ocean Blue Shirt in cotton with a narrow collar');
    keepsTitle(out, 'Ocean Blue Shirt');
    // Shortened to fit, the name keeps its case and our words still follow it.
    const short = alt('blue', { language: 'en', title: 'Ocean Blue Shirt', description: OCEAN, maxLength: 28 });
    expect(short).toBe('Ocean Blue Shirt in cotton');
  });

  it('"Black Leather Bag": written as the merchant wrote it, not "Black Leather bag"', () => {
    const out = alt('black', { language: 'en', title: 'Black Leather Bag', description: 'Womens black leather bag, with ample space.' });
    expect(out).toBe('Black Leather Bag on a plain background');
    const worn = composeAlt(makeFacts({ colour: 'black', imageType: 'model', people: 1 }), { language: 'en', title: 'Black Leather Bag' });
    expect(worn.altTag).toBe('Black Leather Bag carried by a model');
  });

  it('"Classic Bomber Jacket": our colour before a plain name, after a title that says who it is for', () => {
    expect(alt('black', { language: 'en', title: 'Classic Bomber Jacket' })).toBe('Black Classic Bomber Jacket');
    expect(alt('black', { language: 'en', title: "Men's Classic Bomber Jacket" })).toBe("Men's Classic Bomber Jacket in black");
    expect(alt('black', { language: 'fr', title: "Men's Classic Bomber Jacket" })).toBe('Bomber Classic noir pour homme');
  });

  it('"Yellow Wool Jumper": the title’s noun stays its own, not "Knitted yellow Wool sweatshirt"', () => {
    const out = alt('yellow', { language: 'en', title: 'Yellow Wool Jumper', description: JUMPER });
    expect(out).toBe('Knitted Yellow Wool Jumper');
    keepsTitle(out, 'Yellow Wool Jumper');
  });

  it('on a T-shirt, a description attribute said of another garment ("Knitted jumper") is not used', () => {
    const en = alt('yellow', { language: 'en', title: 'Yellow Wool T-Shirt', description: JUMPER });
    expect(en).not.toMatch(/knit/i);
    keepsTitle(en, 'Yellow Wool T-Shirt');
    const fr = alt('yellow', { language: 'fr', title: 'Yellow Wool T-Shirt', description: JUMPER });
    expect(fr).toBe('T-shirt jaune en laine');
  });

  it('keeps a title without colour or audience words after our adjectives, as before', () => {
    expect(alt('navy', { language: 'en', title: 'Reebok Jacket' })).toBe('Navy Reebok Jacket');
    expect(alt('blue', { language: 'en', title: 'Pamela chair', description: 'The light brown wool.' })).toBe('Blue wool Pamela chair');
  });
});
