import { describe, expect, it } from 'vitest';
import type { DetectedObject } from '../types.ts';
import { productColours } from './choose-colours.ts';
import { composeAlt } from './compose.ts';
import { nounById } from './lexicon/index.ts';
import { makeFacts, paletteColour } from '../testing/make-facts.ts';
import { enAttribute, frAttribute, packSize, statedAttributes } from './read-attributes.ts';
import { descriptionNoun } from './read-description.ts';

const c = paletteColour;
const box = (label: string, score: number, b: [number, number, number, number] = [0.2, 0.2, 0.6, 0.6]): DetectedObject => ({
  label,
  score,
  box: b,
});

describe('colour from the product’s own pixels', () => {
  it('names no colour measured over a whole scene frame ("Beige Allstar Sneakers" was the wooden floor)', () => {
    const facts = makeFacts({ imageType: 'lifestyle', colourRegion: 'frame', colours: [c('beige', 0.66)] });
    expect(productColours(facts, nounById('sneakers'))).toEqual([]);
    expect(composeAlt(facts, { language: 'en', title: 'Allstar Sneakers' }).altTag).not.toMatch(/beige/i);
  });

  it('reads a model’s trousers on the legs and a T-shirt on the torso', () => {
    const facts = makeFacts({
      imageType: 'model',
      garmentColours: { upper: [c('white', 0.75)], lower: [c('navy', 0.7)] },
      colours: [c('orange', 0.47)],
    });
    expect(productColours(facts, nounById('tshirt_top'))).toEqual(['white']);
    expect(productColours(facts, nounById('jeans'))).toEqual(['navy']);
    // A watch or shoes are too small to read in the person's zones: no colour rather than the shirt's.
    expect(productColours(facts, nounById('watch'))).toEqual([]);
  });

  it('names none when the main colour covers too little of the product (mixed or unclear)', () => {
    expect(productColours(makeFacts({ colours: [c('grey', 0.25), c('black', 0.24)] }), undefined)).toEqual([]);
    expect(productColours(makeFacts({ colours: [c('red', 0.5), c('white', 0.35)] }), undefined)).toEqual(['red', 'white']);
  });

  it('lets the merchant’s colour word win over the pixels', () => {
    const facts = makeFacts({ colours: [c('pink', 0.8)] });
    expect(composeAlt(facts, { language: 'en', title: 'Savvy Red Shoulder Tote' }).altTag).not.toMatch(/pink/i);
  });
});

describe('never nameless', () => {
  it('names a weak detection on a product photo by its coarse group (furniture), in a scene by its class, flagged', () => {
    const weak = { objects: [box('chair', 0.36)] };
    const packshot = composeAlt(makeFacts({ colours: [c('purple', 0.9)], tentative: weak }), { language: 'en' });
    expect(packshot.altTag).toBe('Purple piece of furniture');
    expect(packshot.needsReview).toBe(true);
    const scene = makeFacts({
      imageType: 'lifestyle',
      colourRegion: 'frame',
      background: { plain: false, colour: null, uniformity: 0.1 },
      tentative: weak,
    });
    const out = composeAlt(scene, { language: 'fr' });
    expect(out.altTag).toBe('Une chaise');
    expect(out.needsReview).toBe(true);
  });

  it('uses the category head’s refused guess on a product photo, never on a street scene', () => {
    const guess = { fine: null, group: 'shoes', probability: 0.6, gateScore: 0.53 };
    const packshot = makeFacts({ colours: [c('black', 0.8)], tentative: { objects: [], category: guess } });
    expect(composeAlt(packshot, { language: 'en' }).altTag).toBe('Black shoes on a plain background');
    // Far from the fashion photos the head knows (a chair, a laptop): no fashion noun.
    const far = makeFacts({ colours: [c('black', 0.8)], tentative: { objects: [], category: { ...guess, gateScore: 0.3 } } });
    expect(composeAlt(far, { language: 'en' }).altTag).not.toMatch(/shoes/);
    const street = makeFacts({ imageType: 'lifestyle', colourRegion: 'frame', tentative: { objects: [], category: guess } });
    expect(composeAlt(street, { language: 'en' }).altTag).not.toMatch(/shoes/);
  });

  it('says honestly that a scene has no clear subject, flagged, instead of "Scene in shades of …"', () => {
    const facts = makeFacts({ imageType: 'lifestyle', colourRegion: 'frame', colours: [c('beige', 0.7)] });
    const en = composeAlt(facts, { language: 'en' });
    expect(en.altTag).toBe('Scene with no clear main subject');
    expect(en.needsReview).toBe(true);
    expect(composeAlt(facts, { language: 'fr' }).altTag).toBe('Scène sans sujet principal net');
  });

  it('frames a lone subject instead of a too-short "A cat"', () => {
    const scene = {
      imageType: 'lifestyle' as const,
      colourRegion: 'subject' as const,
      background: { plain: false, colour: null, uniformity: 0.1 },
    };
    const cat = (b: [number, number, number, number]) => makeFacts({ ...scene, objects: [box('cat', 0.8, b)] });
    // Large and cut by the frame is a close-up; large and seen whole (COCO x0032's panda) a full view.
    expect(composeAlt(cat([0, 0.1, 0.7, 0.9]), { language: 'en' }).altTag).toBe('Close-up of a cat');
    expect(composeAlt(cat([0.1, 0.1, 0.7, 0.7]), { language: 'en' }).altTag).toBe('Full view of a cat');
    expect(composeAlt(cat([0.1, 0.1, 0.7, 0.7]), { language: 'fr' }).altTag).toBe("Vue d'ensemble d'un chat");
    expect(composeAlt(cat([0.05, 0.05, 0.9, 0.9]), { language: 'en' }).altTag).toBe('Close-up of a cat');
    expect(composeAlt(makeFacts({ ...scene, objects: [box('bus', 0.8, [0.4, 0.4, 0.2, 0.2])] }), { language: 'fr' }).altTag).toBe(
      'Plan large sur un bus',
    );
    expect(composeAlt(makeFacts({ ...scene, objects: [box('laptop', 0.8, [0.1, 0.5, 0.25, 0.2])] }), { language: 'en' }).altTag).toBe(
      'Wide shot of a laptop',
    );
  });

  it('names one box round a pair as the pair: "Close-up of skis", not "a ski"', () => {
    const facts = makeFacts({
      imageType: 'lifestyle',
      colourRegion: 'subject',
      background: { plain: false, colour: null, uniformity: 0.1 },
      objects: [box('skis', 0.8, [0.1, 0.1, 0.7, 0.9])],
    });
    expect(composeAlt(facts, { language: 'en' }).altTag).toBe('Close-up of skis');
    expect(composeAlt(facts, { language: 'fr' }).altTag).toBe('Gros plan sur des skis');
  });
});

describe('merchant text', () => {
  it('takes the noun written next to the product’s name ("the ’’Oliver’’ armchair")', () => {
    const text = "Surround yourself in ultra modern luxury with the ''Oliver'' armchair and get a look at the future!";
    expect(descriptionNoun(text, 'Oliver')?.noun.id).toBe('armchair');
    expect(composeAlt(makeFacts({ colours: [c('white', 0.6)] }), { language: 'fr', title: 'Oliver', description: text }).altTag).toBe(
      'Fauteuil Oliver blanc',
    );
  });

  it('reads "pair of" and "set of 3" and writes them before a plural noun', () => {
    expect(packSize('A pair of wool socks')).toEqual({ en: 'pair of', fr: 'paire de' });
    expect(packSize('Lot de 3 t-shirts')).toEqual({ en: 'set of 3', fr: 'lot de 3' });
    const socks = makeFacts({ colours: [c('black', 0.8)] });
    expect(composeAlt(socks, { language: 'en', title: 'Wool Socks', description: 'Sold as a set of 3.' }).altTag).toBe(
      'Set of 3 black Wool Socks',
    );
    expect(composeAlt(socks, { language: 'en', title: 'Wool Socks', description: 'A pair of wool socks.' }).altTag).toBe(
      'Pair of black Wool Socks',
    );
  });

  it('counts only the product: a description’s likeness is not a pack ("looks like a pair of frankfurters")', () => {
    const rope = makeFacts({ colours: [c('orange', 0.8)] });
    const description = 'With this skipping rope you won’t tangle. It looks like a pair of tasty frankfurters.';
    expect(composeAlt(rope, { language: 'en', title: 'Skipping Rope', description }).altTag).toBe('Orange Skipping Rope');
  });
});

describe('OCR is quoted only when clean', () => {
  it('drops misreads and keeps a known brand', () => {
    const en = (text: string, confidence: number): string =>
      composeAlt(makeFacts({ colours: [c('black', 0.8)], objects: [box('clock', 0.8)], text: [{ text, confidence }] }), { language: 'en' })
        .altTag;
    expect(en('TART/', 0.97)).not.toContain('TART');
    expect(en('Oispensere', 0.88)).not.toContain('Oispensere');
    expect(en('Kodak', 0.88)).toContain('Kodak');
  });
});

describe('keywords only where they fit', () => {
  it('weaves at most two and never tacks an unknown word on as a prefix', () => {
    const facts = makeFacts({
      colours: [c('brown', 0.8)],
      category: { fine: 'duffel_bag', group: 'bags', probability: 0.9, gateScore: 0.8 },
    });
    const en = composeAlt(facts, { language: 'en', keywords: ['sport', 'leather', 'women', 'men'] }).altTag;
    expect(en).toBe('Brown leather duffel bag for women');
    const fr = composeAlt(facts, { language: 'fr', keywords: ['voyage', 'cuir'] }).altTag;
    expect(fr).toBe('Sac de voyage marron en cuir');
  });
});

describe('attributes the title lacks', () => {
  it('reads material, cut and neckline from a description, at most one of each kind, in text order', () => {
    const found = statedAttributes('Slim fit shirt with a narrow collar, 100% organic cotton. Also in linen.').map(
      (a) => a.attribute.category,
    );
    expect(found).toEqual(['fit', 'neckline', 'material']);
  });

  it('keeps a material with the part it is said of, in English and French', () => {
    const en = statedAttributes('the brushed stainless steel base ensures stability').find((a) => a.attribute.category === 'material');
    expect(en && enAttribute(en).text).toBe('with a stainless steel base');
    const fr = statedAttributes('une solide structure en noyer').find((a) => a.attribute.category === 'material');
    expect(fr && frAttribute(fr, 'f', false)).toBe('avec une structure en noyer');
  });

  it('adds up to two description facts to a complete-mode alt, agreeing in French', () => {
    const facts = makeFacts({ colours: [c('blue', 0.8)] });
    const ctx = { title: 'Kenobi Shirt', description: '<p>Striped, long-sleeved shirt in <b>organic cotton</b>.</p>' };
    expect(composeAlt(facts, { language: 'en', ...ctx }).altTag).toBe('Long-sleeved blue striped Kenobi Shirt');
    expect(composeAlt(facts, { language: 'fr', ...ctx }).altTag).toBe('Chemise Kenobi bleue rayée à manches longues');
  });

  it('weaves an attribute keyword in the language’s grammar (« vintage » after the French noun)', () => {
    const facts = makeFacts({ colours: [c('blue', 0.8)], category: { fine: null, group: 'tops', probability: 0.9, gateScore: 0.8 } });
    expect(composeAlt(facts, { language: 'fr', keywords: ['vintage'] }).altTag).toBe('Haut bleu vintage');
    expect(composeAlt(facts, { language: 'en', keywords: ['handmade'] }).altTag).toBe('Handmade blue top');
  });
});

describe('visible facts beyond the title', () => {
  it('says the brand logo is printed when the title already names the brand', () => {
    const facts = makeFacts({ colours: [c('navy', 0.8)], text: [{ text: 'adidas', confidence: 0.95 }] });
    // The title is written as it stands (issue 24: title words are never re-cased or reordered).
    expect(composeAlt(facts, { language: 'en', title: 'ADIDAS Navy Blue Men Cap' }).altTag).toBe(
      'Adidas Navy Blue Men Cap with the brand logo',
    );
    expect(composeAlt(facts, { language: 'fr', title: 'ADIDAS Navy Blue Men Cap' }).altTag).toBe(
      'Casquette Adidas bleu marine pour homme avec le logo de la marque',
    );
  });
});

describe('issue 9 helper 5: pale products, out-of-vocabulary accessories, watches read as clocks', () => {
  it('names no colour when the backdrop leaked into a product of its shade (only its print is left)', () => {
    // A white dress with a pink print: the mask fills under a quarter of its box and no white is counted.
    const dress = makeFacts({ colours: [c('pink', 0.64)], foregroundShare: 0.17, productBox: [0.1, 0.05, 0.8, 0.9] });
    expect(productColours(dress, undefined)).toEqual([]);
    expect(composeAlt(dress, { language: 'en' }).altTag).not.toMatch(/pink/i);
    // The same print on a solid product (the mask fills its box) is the product's colour.
    const solid = makeFacts({ colours: [c('pink', 0.64)], foregroundShare: 0.4, productBox: [0.1, 0.05, 0.8, 0.9] });
    expect(productColours(solid, undefined)).toEqual(['pink']);
    // White among the colours means the product itself was measured.
    const white = makeFacts({ colours: [c('white', 0.62)], foregroundShare: 0.06, productBox: [0.2, 0.2, 0.6, 0.6] });
    expect(productColours(white, undefined)).toEqual(['white']);
    // Its body is then the backdrop's shade over the whole box, ahead of the trim and print the mask kept most of.
    const trimmed = makeFacts({
      colours: [c('turquoise', 0.41), c('white', 0.27)],
      foregroundShare: 0.045,
      productBox: [0.1, 0.25, 0.7, 0.5],
    });
    expect(productColours(trimmed, undefined)).toEqual(['white']);
    // Any backdrop, not only white: a pale grey chair on a pale grey sweep, only its pink balloon left in the mask.
    const sweep = {
      plain: true,
      colour: { name: 'silver', share: 0.5, rgb: [178, 186, 191] as [number, number, number] },
      uniformity: 0.96,
    };
    const chair = makeFacts({
      background: sweep,
      colours: [c('pink', 0.98)],
      foregroundShare: 0.085,
      productBox: [0.37, 0.09, 0.42, 0.82],
    });
    expect(productColours(chair, undefined)).toEqual([]);
  });

  it('flags an accessory named by the category head, and says "bottle" for its perfume class', () => {
    const perfume = makeFacts({
      colours: [c('light-blue', 0.67)],
      category: { fine: 'perfume', group: 'accessories', probability: 0.95, gateScore: 0.64 },
    });
    const en = composeAlt(perfume, { language: 'en' });
    expect(en.altTag).toBe('Light blue bottle');
    expect(en.needsReview).toBe(true);
    expect(composeAlt(perfume, { language: 'fr' }).altTag).toBe('Bouteille bleu clair');
    const sneakers = makeFacts({
      colours: [c('black', 0.8)],
      category: { fine: 'sneakers', group: 'shoes', probability: 0.9, gateScore: 0.7 },
    });
    expect(composeAlt(sneakers, { language: 'en' }).needsReview).toBe(false);
  });

  it('calls a detected clock with a band beyond its face a watch ("Grey clock" was a steel watch)', () => {
    const watch = makeFacts({
      colours: [c('grey', 0.7)],
      objects: [box('clock', 0.76, [0.28, 0.32, 0.41, 0.35])],
      productBox: [0.26, 0, 0.47, 1],
      foregroundShare: 0.29,
    });
    expect(composeAlt(watch, { language: 'en' }).altTag).toBe('Grey watch on a plain background');
    expect(composeAlt(watch, { language: 'fr' }).altTag).toBe('Montre grise sur fond uni');
    const wallClock = makeFacts({
      colours: [c('white', 0.7)],
      objects: [box('clock', 0.8, [0.2, 0.2, 0.6, 0.6])],
      productBox: [0.19, 0.19, 0.62, 0.62],
    });
    expect(composeAlt(wallClock, { language: 'en' }).altTag).toBe('White clock on a plain background');
    // A weaker detection of the face, confirmed by the classifier's "clock", is read the same way (Magento's Aim
    // Analog Watch was "Black and grey clock").
    const confirmed = makeFacts({
      colours: [c('black', 0.7)],
      tentative: { objects: [box('clock', 0.28, [0.12, 0.25, 0.4, 0.4])] },
      imagenet: { frame: [], crop: [{ id: 'clock', p: 0.86, depth: 1 }] },
      productBox: [0.11, 0.13, 0.78, 0.75],
    });
    expect(composeAlt(confirmed, { language: 'en' }).altTag).toMatch(/watch/);
  });

  it('takes the precise noun of a kidswear title and the girl or boy it is for ("Vêtement pour enfant … Dress")', () => {
    const pink = makeFacts({ colours: [c('pink', 0.8)] });
    const dress = "Disney Kids Girl's Dress Pink Pooh Kidswear";
    // English keeps the title as written (issue 24); French names the noun first and translates the rest.
    expect(composeAlt(pink, { language: 'en', title: dress }).altTag).toBe(
      "Disney Kids Girl's Dress Pink Pooh Kidswear on a plain background",
    );
    expect(composeAlt(pink, { language: 'fr', title: dress }).altTag).toBe('Robe Disney Pooh rose pour fille');
    const outfit = "Disney Kids Girl's White Pooh Kidswear";
    expect(composeAlt(pink, { language: 'fr', title: outfit }).altTag).toBe('Vêtement pour fille Disney Pooh blanc');
  });

  it('never takes a comparison or an imitation for a material, nor a part’s style for the product’s', () => {
    const cats = (text: string): string[] => statedAttributes(text).map((a) => a.attribute.id);
    expect(cats('This chair is as light as paper but sturdy as steel.')).toEqual([]);
    expect(cats('La chaise est légère comme le papier mais solide comme l’acier.')).toEqual([]);
    expect(cats('Easy-clean, leather-like upholstery.')).toEqual([]);
    expect(cats('light brown wool, a flared seat back')).toEqual(['wool']);
    expect(cats('du dossier légèrement évasé')).toEqual([]);
    expect(cats('Get a look at the future, retro style')).toEqual(['vintage']);
  });

  it('keeps a material said after its part with the part, agreeing in French (« des pieds chromés »)', () => {
    const en = statedAttributes('cantilevered legs in a mirror chrome finish').find((a) => a.attribute.category === 'material');
    expect(en && enAttribute(en).text).toBe('with chrome-plated legs');
    const fr = statedAttributes('ses pieds chromés en porte-à-faux').find((a) => a.attribute.category === 'material');
    expect(fr && frAttribute(fr, 'm', false)).toBe('avec des pieds chromés');
  });

  it('never calls a round, filled silhouette shoes (footballs were "sneakers"), and still names a shoe', () => {
    const sneakers = { fine: 'sneakers', group: 'shoes', probability: 0.85, gateScore: 0.53 };
    const ball = makeFacts({ colours: [c('white', 0.6)], category: sneakers, productBox: [0.1, 0.1, 0.8, 0.8], foregroundShare: 0.46 });
    const out = composeAlt(ball, { language: 'en' });
    expect(out.altTag).not.toMatch(/sneakers|shoes/);
    expect(out.needsReview).toBe(true);
    const shoe = makeFacts({ colours: [c('white', 0.6)], category: sneakers, productBox: [0.1, 0.3, 0.8, 0.5], foregroundShare: 0.25 });
    expect(composeAlt(shoe, { language: 'en' }).altTag).toBe('White sneakers');
  });

  it('names near shades that split a product by their family ("light blue" + "blue" check shirt → blue)', () => {
    const shirt = makeFacts({ colours: [c('light-blue', 0.29), c('blue', 0.28), c('white', 0.22)] });
    expect(productColours(shirt, undefined)).toEqual(['blue']);
    // Two different colours that are each unclear stay unnamed.
    expect(productColours(makeFacts({ colours: [c('white', 0.25), c('black', 0.41)] }), undefined)).toEqual([]);
  });

  it('reads "couch" in a description as a sofa (the Sigmund sofa was "a piece of furniture")', () => {
    const text = "The contrast of a vintage couch and modern colours provides a really fun project called ''Sigmund''!";
    expect(descriptionNoun(text, 'Sigmund')?.noun.id).toBe('sofa');
  });

  it('says the legible text of a scene it cannot name instead of "no clear main subject"', () => {
    const facts = makeFacts({
      imageType: 'lifestyle',
      colourRegion: 'frame',
      background: { plain: false, colour: null, uniformity: 0.1 },
      text: [{ text: 'SONY', confidence: 0.99 }],
    });
    expect(composeAlt(facts, { language: 'en' }).altTag).toBe('Scene with the text SONY');
    expect(composeAlt(facts, { language: 'fr' }).altTag).toBe("Scène avec l'inscription SONY");
    expect(composeAlt(facts, { language: 'en' }).needsReview).toBe(true);
  });
});
