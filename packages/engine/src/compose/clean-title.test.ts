import { describe, expect, it } from 'vitest';
import { cleanTitle, parseTitle } from './clean-title.ts';

describe('cleanTitle', () => {
  it.each([
    ['Domyos Grey Duffle Duffle Bag', 'Domyos Grey Duffle Bag'],
    ['Pursuit Lumaflex™ Tone Band', 'Pursuit Lumaflex Tone Band'],
    ['ADIDAS Navy Blue Men Cap', 'Adidas Navy Blue Men Cap'],
    ['FIFA Mens Heritage Collection Grey Track Pants', 'FIFA Mens Heritage Collection Grey Track Pants'],
    ['Quechua  Ultralight Backpack Purple 16 ltr Bag', 'Quechua Ultralight Backpack Purple Bag'],
    ['Newfeel 22L Black Bag', 'Newfeel Black Bag'],
    ['Sac à dos étanche 20 L bleu', 'Sac à dos étanche bleu'],
    ['NEW Summer Dress 24-WB07 XL | My Shop | Free shipping', 'Summer Dress'],
    ['Ryker LumaTech™ Tee (Crew-neck)', 'Ryker LumaTech Tee'],
    ['Robe longue – Taille 38 – SKU: RB-2291', 'Robe longue'],
    ['32-Inch Monitor', '32-Inch Monitor'],
    ['"Best" sneakers!!! #A1234', 'Best sneakers'],
    ['Chanel No. 5 perfume', 'Chanel No. 5 perfume'],
    ['Red mug no. 1', 'Red mug no. 1'],
    ['Summer tee. No returns', 'Summer tee No returns'],
    // A code's label is a word of its own, and a size follows « taille »: these words stay.
    ['Timberland Unisex Black Skull Caps', 'Timberland Unisex Black Skull Caps'],
    ['Reflective Running Jacket', 'Reflective Running Jacket'],
    ['Lamp ref: L-204', 'Lamp'],
    ['Jean taille haute – Taille M', 'Jean taille haute'],
    // A model code is no shouting; a variation's colour after a dash is the product's (WooCommerce's variations).
    ['Shure SE210 Earphones', 'Shure SE210 Earphones'],
    ['V-Neck T-Shirt - Red', 'Red V-Neck T-Shirt'],
    ['Hoodie - Green, No', 'Green Hoodie'],
    ['Polo Shirt - Navy / XL', 'Navy Polo Shirt'],
    ['Linen Shirt – White', 'White Linen Shirt'],
    ["Men's Golf Polo Shirt, Navy, Large", "Navy Men's Golf Polo Shirt"],
    ['Tumbler, Stainless Steel', 'Tumbler Stainless Steel'],
    ["Women's Running Shoes (Black/Pink)", "Black and Pink Women's Running Shoes"],
    ['Hoodie - Zip Pocket', 'Hoodie'],
  ])('%s → %s', (raw, clean) => {
    expect(cleanTitle(raw)).toBe(clean);
  });
});

describe('parseTitle', () => {
  it('finds the English head noun last, colours and audience, and the remaining name', () => {
    const p = parseTitle("Probase Men's Bike White T-shirt");
    expect(p.head?.noun.id).toBe('tshirt_top');
    expect(p.colours).toEqual(['white']);
    expect(p.audience).toBe('men');
    expect(p.name).toBe('Probase Bike');
    expect(parseTitle('Domyos Grey Duffle Bag').lang).toBe('en');
  });

  it('names the precise noun when a generic one of the same kind ends the title (never "Backpack bag")', () => {
    const p = parseTitle('Quechua  Ultralight Backpack Purple 16 ltr Bag');
    expect(p.head?.noun.id).toBe('backpack');
    expect(p.name).toBe('Quechua Ultralight');
    expect(parseTitle('Newfeel 22L Black Bag').head?.noun.id).toBe('bag');
    expect(parseTitle('Leather Sandal Shoes').head?.noun.id).toBe('sandals');
  });

  it('leaves no hyphen hanging in the name, and reads no audience inside a hyphenated name', () => {
    expect(parseTitle('Fossil Women Gold-Toned Watch').name).toBe('Fossil');
    expect(parseTitle('Guess Women Steel-Toned & Stone-Studded Dial Watch').name).not.toMatch(/(?:^|\s)-|-(?:\s|$)/);
    expect(parseTitle('Spider-Man Kids T-shirt')).toMatchObject({ name: 'Spider-Man', audience: 'kids' });
    expect(parseTitle("Mr.Men Men's Mr.Busy Navy T-shirt")).toMatchObject({ name: 'Mr.Men Mr.Busy', audience: 'men' });
    expect(parseTitle('Inkfruit Men Wolf')).toMatchObject({ name: 'Inkfruit Wolf', audience: 'men', head: undefined });
  });

  it('keeps a brand that opens with a colour word as the name ("Red Tape" shoes are brown)', () => {
    const p = parseTitle("Red Tape Men's Brown Shoe");
    expect(p.colours).toEqual(['brown']);
    expect(p.name).toBe('Red Tape');
    // A colour that opens a title before a product noun or a material is a colour.
    expect(parseTitle('Red Leather Shoe with Blue Laces').colours).toEqual(['red', 'blue']);
    expect(parseTitle('Probase Men Red & Blue Shirt').colours).toEqual(['red', 'blue']);
  });

  it('finds the French head noun first', () => {
    const p = parseTitle('Sac à dos en toile noir');
    expect(p.head?.noun.id).toBe('backpack');
    expect(p.lang).toBe('fr');
    expect(p.colours).toEqual(['black']);
  });

  it('prefers multi-word nouns and leaves names without a noun alone', () => {
    expect(parseTitle('Quechua Easy-to-Carry Blue Water Bottle').head?.noun.id).toBe('water_bottle');
    expect(parseTitle('Mithra Warmup Pant').head?.noun.id).toBe('track_pants');
    const p = parseTitle('Oliver');
    expect(p.head).toBeUndefined();
    expect(p.name).toBe('Oliver');
  });
});
