import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, renderAttribute } from './attributes.ts';
import { COCO_NOUNS } from './coco-nouns.ts';
import { findNouns, headNoun, pluralSurface } from './index.ts';
import type { Noun } from './noun.ts';
import { DOMAIN_NOUNS } from './nouns/index.ts';
import { PRODUCT_NOUNS } from './product-nouns.ts';

const PRODUCT: Noun[] = [...PRODUCT_NOUNS, ...DOMAIN_NOUNS];
const COCO_IDS = new Set(COCO_NOUNS.map((n) => n.id));

/** Nouns a French shop writes exactly as English does. */
const SHARED_NOUNS = new Set([
  't-shirt',
  'bracelet',
  'smartphone',
  'mug',
  'aloe vera',
  'crop top',
  'anorak',
  'banquette',
  'poncho',
  'cape',
  'kimono',
  'espadrille',
  'mule',
  'hijab',
  'bandana',
  'figurine',
  'terrarium',
  'sculpture',
  'bouquet',
  'parasol',
  'wok',
  'pot',
  'carafe',
  'blender',
  'thermostat',
  'microphone',
  'radio',
  'scanner',
  'webcam',
  'drone',
  'longboard',
  'kayak',
  'bodyboard',
  'trampoline',
  'mascara',
  'yo-yo',
  'xylophone',
  'harmonica',
  'trombone',
  'tuba',
  'aquarium',
  'cactus',
  'monstera',
  'ficus',
  'barbecue',
  // Taxonomy nouns (nouns/home-garden.ts, nouns/sport-leisure.ts): the same word in both languages
  'pergola',
  'sauna',
  'crash pad',
  'tricycle',
  'wakeboard',
  'skimboard',
  'boomerang',
  'piñata',
  'confetti',
  'gong',
  'bongo',
  'cajón',
  'conga',
  'ocarina',
  'euphonium',
  'bidet',
  'banjo',
  // Taxonomy nouns (nouns/apparel-beauty.ts): the same word in both languages
  'dirndl',
  'sari',
  'yukata',
  'turban',
  // General nouns (nouns/general.ts, issue 22): the same word in both languages
  'animal',
  'lion',
  'hamster',
  'primate',
  'reptile',
  'crocodile',
  'scorpion',
  'abaya',
  'taxi',
  'ambulance',
  'locomotive',
  'parachute',
  'saxophone',
  'monument',
  'fruit',
  'courgette',
  'dessert',
  // COCO labels
  'bus',
  'train',
  'frisbee',
  'ski',
  'snowboard',
  'skateboard',
  'sandwich',
  'orange',
  'pizza',
  'table',
  'vase',
  'microscope',
  'ketchup',
  'vodka',
  'gin',
  'liqueur',
  'whisky',
]);

function surfaces(n: Noun): string[] {
  return [...new Set([n.en.sg, n.en.pl, n.fr.sg, n.fr.pl, ...n.match].map((s) => s.toLowerCase()))];
}

describe('noun lexicon entries', () => {
  it('has at least 450 product nouns besides the COCO labels', () => {
    expect(PRODUCT.length).toBeGreaterThanOrEqual(450);
    expect(PRODUCT.length + ATTRIBUTES.length).toBeGreaterThanOrEqual(600);
  });

  it('has unique ids', () => {
    const ids = [...PRODUCT, ...COCO_NOUNS].map((n) => n.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('gives every French noun a gender and both numbers', () => {
    for (const n of [...PRODUCT, ...COCO_NOUNS]) {
      expect(['m', 'f'], n.id).toContain(n.fr.g);
      expect(n.fr.sg.length * n.fr.pl.length * n.en.sg.length * n.en.pl.length, n.id).toBeGreaterThan(0);
    }
  });

  it('writes French words, not the English ones, unless the word is shared', () => {
    const same = [...PRODUCT, ...COCO_NOUNS]
      .filter((n) => n.fr.sg.toLowerCase() === n.en.sg.toLowerCase())
      .map((n) => n.fr.sg.toLowerCase());
    expect(same.filter((w) => !SHARED_NOUNS.has(w))).toEqual([]);
  });

  it('never maps one surface to two product nouns (a COCO label may share the product entry word)', () => {
    const owners = new Map<string, Set<string>>();
    for (const n of [...PRODUCT, ...COCO_NOUNS]) {
      for (const s of surfaces(n)) {
        owners.set(s, (owners.get(s) ?? new Set()).add(n.id));
      }
    }
    const clashes = [...owners].filter(([, ids]) => {
      const coco = [...ids].filter((id) => COCO_IDS.has(id)).length;
      return coco > 1 || ids.size - coco > 1;
    });
    // French words that are another product in English: the English reading wins (index.ts orders the surfaces),
    // or the title's language picks it (english-readings.ts: « basket » is a sneaker, "Wicker Basket" a basket).
    expect(clashes.map(([s, ids]) => `${s}: ${[...ids].join(', ')}`).sort()).toEqual([
      'basket: sneakers, storage_basket',
      'baskets: sneakers, storage_basket',
      'trombone: paper_clips, trombone',
      'trombones: paper_clips, trombone',
      'tuba: snorkel, tuba',
      'tubas: snorkel, tuba',
    ]);
    expect(headNoun('Yamaha Tenor Trombone')?.match.noun.id).toBe('trombone');
    expect(headNoun('Bass Tuba')?.match.noun.id).toBe('tuba');
    expect(headNoun('Masque et tuba')?.match.noun.id).toBe('snorkel');
    expect(headNoun('Wicker Laundry Baskets')?.match.noun.id).toBe('laundry_basket');
    expect(headNoun('Wicker Baskets')?.match.noun.id).toBe('storage_basket');
  });

  it('writes regular English plurals (no "mouthwashs", "flosss")', () => {
    const bad = [...PRODUCT, ...COCO_NOUNS].filter((n) => n.en.pl === `${n.en.sg}s` && /(?:s|sh|ch|x|z)$/.test(n.en.sg));
    expect(bad.map((n) => n.en.sg)).toEqual([]);
  });

  it('marks worn, carried and plural-by-default nouns', () => {
    const byId = new Map(PRODUCT.map((n) => [n.id, n]));
    expect(byId.get('boxing_gloves')).toMatchObject({ kind: 'wear', plural: { en: true, fr: true } });
    expect(byId.get('crossbody_bag')?.kind).toBe('carry');
    expect(byId.get('candle')?.kind).toBe('thing');
    expect(byId.get('pyjamas')?.plural).toEqual({ en: true, fr: false });
    expect(byId.get('cutlery')?.plural).toEqual({ en: false, fr: true });
  });
});

describe('head nouns of product titles', () => {
  it.each([
    ['Boxing Gloves', 'boxing_gloves', 'gants de boxe'],
    ['Blue Silk Tuxedo', 'tuxedo', 'smoking'],
    ['Circe Hooded Ice Fleece', 'fleece', 'polaire'],
    ['Antique Drawers', 'chest_of_drawers', 'commode'],
    ['Hero Puffer Jacket', 'puffer_jacket', 'doudoune'],
    ['Oak Bar Stool', 'stool', 'tabouret'],
    ['Linen Duvet Cover', 'duvet_cover', 'housse de couette'],
    ['Vanilla Scented Candle', 'candle', 'bougie'],
    ['Round Wall Clock', 'clock', 'horloge'],
    ['Velvet Dining Chair', 'chair', 'chaise'],
    ['Housse de couette en lin lavé', 'duvet_cover', 'housse de couette'],
    ['Commode 3 tiroirs en chêne', 'chest_of_drawers', 'commode'],
    ['Lit double en bois', 'bed', 'lit'],
    ['Doudoune sans manches', 'body_warmer', 'doudoune sans manches'],
    ['Hoodie with Pocket', 'hoodie', 'sweat à capuche'],
    ['Ceramic Plant Pot with Saucer', 'plant_pot', 'pot de fleurs'],
    ['Reebok Women Boat-Neck Wildberry Sweatshirt', 'sweater_hoodie', 'sweat'],
    // Either number of a listed form, and a colour word that ends the title is not the product.
    ['Scullers Men Stripes Green Sweaters', 'sweater', 'pull'],
    ['Nike Grey Women Sweatshirt', 'sweater_hoodie', 'sweat'],
    ['Puma Men Heroes Graphic Black Tshirts', 'tshirt_top', 't-shirt'],
    ['Quechua Forclaz Large Backpack - 50 ltr Orange', 'backpack', 'sac à dos'],
    ['Clarks Women Prize Club Beige Wedges', 'wedges', 'chaussures compensées'],
    ['Axe Men Dark Temptation Deo', 'deodorant', 'déodorant'],
    ['MacBook Air', 'laptop', 'ordinateur portable'],
    // A noun before a word for its fan is the motif, not the product.
    ['Tote Bag Coffee Lover', 'tote', 'sac cabas'],
    ['Dog Mom Coffee Mug', 'mug', 'mug'],
    ['Micro à condensateur USB', 'microphone', 'microphone'],
  ])('%s → %s', (title, id, fr) => {
    const head = headNoun(title)?.match.noun;
    expect(head?.id).toBe(id);
    // The composer writes a plural-by-default noun in the plural (« gants de boxe »).
    expect(head?.plural.fr ? head.fr.pl : head?.fr.sg).toBe(fr);
  });

  it('derives the plural a table does not list', () => {
    expect(['sweater', 'dress', 'watch', 'jersey', 'running shoe', 'bougie'].map(pluralSurface)).toEqual([
      'sweaters',
      'dresses',
      'watches',
      'jerseys',
      'running shoes',
      'bougies',
    ]);
    // Already plural, or too short to tell.
    expect(['briefs', 'tee', 'box'].map(pluralSurface)).toEqual([undefined, 'tees', undefined]);
  });

  it('leaves attribute words out of the nouns', () => {
    expect(findNouns('Short-Sleeved Boat-Neck Sweatshirt').map((m) => m.noun.id)).toEqual(['sweater_hoodie']);
    expect(findNouns('Plaid en polaire').map((m) => m.noun.id)).toEqual(['throw_blanket']);
    expect(findNouns('Sac en jean').map((m) => m.noun.id)).toEqual(['bag']);
    expect(findNouns('Set of Four Chairs').map((m) => m.noun.id)).toEqual(['chair']);
    // "bra" is listed; « bras » is French for arms, not its plural here.
    expect(findNouns('Fauteuil à bras en chêne').map((m) => m.noun.id)).toEqual(['armchair']);
  });

  it('does not read a rendered attribute back as another product noun', () => {
    // The same word is both: "fleece" (the material and the jacket), « imperméable » (waterproof and a raincoat),
    // "fabric" (what a sofa is covered in, and fabric sold by the metre), "laptop" (what a backpack is for, and the
    // computer), "jersey" (the knit and the sports shirt), the sports whose ball is named after them ("football
    // shorts", a football).
    const known = new Set(['fleece/en', 'waterproof/fr', 'fabric/en', 'laptop/en', 'laptop/fr', 'jersey/en']);
    const sports = new Set(['football', 'basketball', 'tennis', 'golf', 'skiing']);
    const readBack: string[] = [];
    for (const a of ATTRIBUTES) {
      for (const lang of ['en', 'fr'] as const) {
        for (const [g, pl] of [
          ['m', false],
          ['f', true],
        ] as const) {
          const text = renderAttribute(a, lang, g, pl).text;
          if (findNouns(text).length > 0 && !known.has(`${a.id}/${lang}`) && !sports.has(a.id)) {
            readBack.push(`${a.id}: ${text}`);
          }
        }
      }
    }
    expect(readBack).toEqual([]);
  });
});
