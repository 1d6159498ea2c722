import { describe, expect, it } from 'vitest';
import { checkAlt } from '../quality/check-alt.ts';
import type { AltContext, VisualFacts } from '../types.ts';
import { composeAlt } from './compose.ts';
import { makeFacts, paletteColour } from '../testing/make-facts.ts';

function alt(facts: VisualFacts, ctx: AltContext): string {
  const out = composeAlt(facts, ctx).altTag;
  // Every composed alt must pass the hard and quality rules it is checked against in production.
  expect(checkAlt(out, { ...ctx, decorative: false }).violations).toEqual([]);
  return out;
}

const model = { imageType: 'model' as const, background: { plain: false, colour: null, uniformity: 0.2 }, people: 1 };
const sneakers = { fine: 'sneakers', group: 'shoes', probability: 0.9, gateScore: 0.7 };

describe('composeAlt — French grammar', () => {
  it('agrees a colour with a feminine plural noun and the participle with it', () => {
    expect(alt(makeFacts({ ...model, colour: 'black' }), { language: 'fr', title: 'Allstar Sneakers' })).toBe(
      'Baskets Allstar noires portées par un mannequin',
    );
  });

  it('names a category-head noun with agreement when there is no title', () => {
    expect(alt(makeFacts({ colour: 'black', category: sneakers }), { language: 'fr' })).toBe('Baskets noires');
  });

  it('names category-head nouns from the category vocabulary, agreeing colours with them', () => {
    const fr = (fine: string | null, group: string, colour: string): string =>
      alt(makeFacts({ colour, category: { fine, group, probability: 0.9, gateScore: 0.7 } }), { language: 'fr' });
    expect(fr(null, 'shoes', 'white')).toBe('Chaussures blanches');
    expect(fr('sweater_hoodie', 'tops', 'green')).toBe('Pull vert sur fond uni');
    expect(fr('socks', 'underwear_socks', 'white')).toBe('Chaussettes blanches');
  });

  it('names a mixed coarse group by the safe hypernym, never by one member (no trousers for shorts)', () => {
    for (const group of ['bottoms', 'dresses_skirts', 'underwear_socks']) {
      const facts = makeFacts({ colour: 'blue', category: { fine: null, group, probability: 0.8, gateScore: 0.7 } });
      expect(alt(facts, { language: 'fr' }), group).toBe('Vêtement bleu sur fond uni');
      expect(alt(facts, { language: 'en' }), group).toBe('Blue garment on a plain background');
    }
  });

  it('says a noun-less English title’s colour and audience in French around the picture’s noun', () => {
    const facts = makeFacts({ colour: 'black', category: { fine: 'tshirt_top', group: 'tops', probability: 0.9, gateScore: 0.7 } });
    expect(alt(facts, { language: 'fr', title: 'Inkfruit Men Wolf Black' })).toBe('T-shirt Inkfruit Wolf noir pour homme');
  });

  it('takes a count before a pattern with it (« Polo Adidas blanc rayé », not « Polo Adidas 3 blanc rayé »)', () => {
    expect(alt(makeFacts({ colour: 'white' }), { language: 'fr', title: 'Adidas Men 3 Stripe White Polo T-shirt' })).toBe(
      'Polo Adidas blanc rayé pour homme',
    );
  });

  it('keeps noun-derived colours invariable (sac marron) and translates an English product noun', () => {
    const out = alt(makeFacts({ colour: 'brown' }), { language: 'fr', title: 'Overnight Duffle' });
    expect(out).toBe('Sac de voyage Overnight marron');
  });

  it('agrees feminine singular and masculine singular nouns', () => {
    expect(alt(makeFacts({ colour: 'green' }), { language: 'fr', title: 'Kenobi Trail Jacket' })).toBe('Veste de trail Kenobi verte');
    expect(alt(makeFacts({ colour: 'grey' }), { language: 'fr', title: 'Mithra Warmup Pant' })).toMatch(
      /^Pantalon de survêtement Mithra gris$/,
    );
    expect(alt(makeFacts({ colour: 'grey' }), { language: 'fr', title: 'Wool Socks' })).toBe('Chaussettes grises en laine');
  });

  it('moves audience words into a French phrase and keeps a title colour over the pixels', () => {
    expect(alt(makeFacts({ colour: 'blue' }), { language: 'fr', title: "Probase Men's Bike White T-shirt" })).toBe(
      'T-shirt Probase Bike blanc pour homme',
    );
  });

  it('keeps a French title as written and adds an agreeing colour', () => {
    expect(alt(makeFacts({ colour: 'black' }), { language: 'fr', title: 'Baskets montantes' })).toBe('Baskets montantes noires');
  });

  it('uses the definite article in a close-up', () => {
    // A silver that fills most of the close-up: a pale metal over less of the frame is not trusted (colour-trust.ts).
    const closeUp = makeFacts({ colours: [paletteColour('silver', 0.9)], imageType: 'detail' });
    expect(alt(closeUp, { language: 'fr', title: 'Summit Watch' })).toBe('Gros plan sur la montre Summit argentée');
  });

  it('uses the indefinite article in a close-up of an untitled product, as English does', () => {
    const closeUp = makeFacts({
      colours: [paletteColour('silver', 0.9)],
      imageType: 'detail',
      category: { fine: 'watch', group: 'watch', probability: 0.9, gateScore: 0.7 },
    });
    expect(alt(closeUp, { language: 'en' })).toMatch(/^Close-up of a silver watch/);
    expect(alt(closeUp, { language: 'fr' })).toMatch(/^Gros plan sur une montre argentée/);
  });

  it('composes from the pixels, flagged, when the title is in a script the alt cannot carry', () => {
    const facts = makeFacts({ colour: 'red', category: { fine: null, group: 'bags', probability: 0.9, gateScore: 0.7 } });
    const ukrainian = composeAlt(facts, { language: 'en', title: 'червона сумка через плече' });
    expect(ukrainian.altTag).toBe(composeAlt(facts, { language: 'en' }).altTag);
    expect(ukrainian.altTag).not.toMatch(/\p{Script=Cyrillic}/u);
    expect(ukrainian.needsReview).toBe(true);
    expect(composeAlt(facts, { language: 'fr', title: 'червона сумка' }).altTag).toBe(composeAlt(facts, { language: 'fr' }).altTag);
  });

  it('says a black-and-white scene is one, without colours read from its greys', () => {
    const clock = makeFacts({
      imageType: 'lifestyle',
      background: { plain: false, colour: null, uniformity: 0.1 },
      colour: 'red',
      objects: [{ label: 'clock', score: 0.8, box: [0.3, 0.3, 0.4, 0.4] }],
    });
    expect(alt(clock, { language: 'en' })).toBe('A red clock');
    expect(alt({ ...clock, monochrome: true }, { language: 'en' })).toBe('Black-and-white photo of a clock');
    expect(alt({ ...clock, monochrome: true }, { language: 'fr' })).toBe("Photo en noir et blanc d'une horloge");
    const cats = {
      ...clock,
      monochrome: true,
      objects: [
        clock.objects[0]!,
        ...[0.1, 0.6].map((x) => ({ label: 'cat', score: 0.8, box: [x, 0.1, 0.2, 0.2] as [number, number, number, number] })),
      ],
    };
    expect(alt(cats, { language: 'fr' })).toMatch(
      /^Photo en noir et blanc de deux chats et d'une horloge$|^Photo en noir et blanc d'une horloge et de deux chats$/,
    );
    const empty = makeFacts({ imageType: 'lifestyle', background: { plain: false, colour: null, uniformity: 0.1 }, colour: 'grey' });
    expect(alt(empty, { language: 'en' })).toBe('Scene in shades of grey');
    expect(alt({ ...empty, monochrome: true }, { language: 'en' })).toBe('Black-and-white photo with no clear main subject');
    expect(alt({ ...empty, monochrome: true }, { language: 'fr' })).toBe('Photo en noir et blanc sans sujet principal net');
    // A black product on white is a colour photo of a black thing: only scenes are read as black and white.
    const product = makeFacts({ colour: 'black', category: { fine: null, group: 'bags', probability: 0.9, gateScore: 0.7 } });
    expect(alt({ ...product, monochrome: true }, { language: 'en' })).toBe(alt(product, { language: 'en' }));
    expect(alt(product, { language: 'en' })).toMatch(/^Black bag/);
  });

  it('counts a far-off box of a label already named, and drops a lone tiny box as clutter', () => {
    const scene = (objects: VisualFacts['objects']): VisualFacts =>
      makeFacts({ imageType: 'lifestyle', background: { plain: false, colour: null, uniformity: 0.1 }, objects });
    const near = { label: 'horse', score: 0.7, box: [0.5, 0.6, 0.15, 0.15] as [number, number, number, number] };
    const far = { label: 'horse', score: 0.5, box: [0.1, 0.6, 0.05, 0.1] as [number, number, number, number] };
    expect(alt(scene([near, far]), { language: 'en' })).toBe('Two horses');
    expect(alt(scene([near, { ...far, label: 'vase' }]), { language: 'en' })).toBe('Wide shot of a horse');
  });

  it('names a small object alone against an even backdrop (an aeroplane in an empty sky), not in clutter', () => {
    const plane = { label: 'airplane', score: 0.5, box: [0.39, 0.44, 0.09, 0.05] as [number, number, number, number] };
    const sky = (uniformity: number): VisualFacts =>
      makeFacts({
        imageType: 'lifestyle',
        background: { plain: false, colour: null, uniformity },
        objects: [plane],
        colour: 'light-blue',
        colourRegion: 'frame',
      });
    expect(alt(sky(0.72), { language: 'en' })).toBe('An aeroplane');
    expect(alt(sky(0.3), { language: 'en' })).toBe('Scene with no clear main subject');
  });

  it('counts people and objects in a scene', () => {
    const facts = makeFacts({
      imageType: 'lifestyle',
      background: { plain: false, colour: null, uniformity: 0.1 },
      people: 2,
      objects: [
        { label: 'person', score: 0.9, box: [0, 0, 0.4, 0.8] },
        { label: 'person', score: 0.8, box: [0.5, 0, 0.3, 0.7] },
        { label: 'dog', score: 0.7, box: [0.2, 0.6, 0.2, 0.2] },
      ],
    });
    expect(alt(facts, { language: 'fr' })).toBe('Deux personnes et un chien');
    expect(alt(facts, { language: 'en' })).toBe('Two people and a dog');
    const black = [{ name: 'black', share: 0.5, rgb: [0, 0, 0] as [number, number, number] }];
    const [first, , dog] = facts.objects;
    const one = { ...facts, colours: black, people: 1, objects: [first!, dog!] };
    expect(alt(one, { language: 'en' })).toBe('A person in black and a dog');
    expect(alt(one, { language: 'fr' })).toBe('Une personne en noir et un chien');
    // The colour was measured on the largest person: it is not said of all of them.
    expect(alt({ ...facts, colours: black }, { language: 'en' })).toBe('Two people and a dog');
    expect(alt({ ...facts, colours: black }, { language: 'fr' })).toBe('Deux personnes et un chien');
    const cat = {
      ...facts,
      colours: [{ name: 'orange', share: 0.5, rgb: [230, 120, 30] as [number, number, number] }],
      people: 0,
      objects: [{ label: 'cat', score: 0.8, box: [0.1, 0.1, 0.5, 0.5] as [number, number, number, number] }],
    };
    expect(alt(cat, { language: 'fr' })).toBe('Un chat orange');
    expect(alt(cat, { language: 'en' })).toBe('An orange cat');
    // A thing's white, grey or brown in a scene is as much the light's as its own (a white fridge reads brown).
    const white = [{ name: 'white', share: 0.5, rgb: [250, 250, 250] as [number, number, number] }];
    expect(alt({ ...cat, colours: white }, { language: 'en' })).toBe('Wide shot of a cat');
    expect(alt({ ...cat, colours: white }, { language: 'fr' })).toBe('Plan large sur un chat');
    // A narrow subject reaching across the frame is not small in it: a clock on a facade, seen whole.
    const tall = { label: 'clock', score: 0.8, box: [0.3, 0.1, 0.28, 0.8] as [number, number, number, number] };
    expect(alt({ ...cat, colours: white, objects: [tall] }, { language: 'en' })).toBe('Full view of a clock');
  });

  it("calls COCO's umbrella a parasol among chairs with nobody to hold it, and an umbrella in a hand", () => {
    const shade = { label: 'umbrella', score: 0.8, box: [0.1, 0.1, 0.5, 0.4] as [number, number, number, number] };
    const chair = { label: 'chair', score: 0.7, box: [0.2, 0.6, 0.2, 0.3] as [number, number, number, number] };
    const person = { label: 'person', score: 0.8, box: [0.6, 0.2, 0.2, 0.7] as [number, number, number, number] };
    const scene = { imageType: 'lifestyle' as const, background: { plain: false, colour: null, uniformity: 0.1 } };
    expect(alt(makeFacts({ ...scene, objects: [shade, chair] }), { language: 'fr' })).toBe('Un parasol et une chaise');
    expect(alt(makeFacts({ ...scene, objects: [shade, chair] }), { language: 'en' })).toBe('A parasol and a chair');
    expect(alt(makeFacts({ ...scene, people: 1, objects: [shade, chair, person] }), { language: 'fr' })).toMatch(/parapluie/);
  });

  it("calls COCO's tv a monitor on a desk with a keyboard, and a television elsewhere", () => {
    const screen = { label: 'tv', score: 0.8, box: [0.1, 0.1, 0.5, 0.5] as [number, number, number, number] };
    const keyboard = { label: 'keyboard', score: 0.7, box: [0.1, 0.7, 0.5, 0.2] as [number, number, number, number] };
    const sofa = { label: 'couch', score: 0.7, box: [0.1, 0.7, 0.5, 0.2] as [number, number, number, number] };
    const scene = { imageType: 'lifestyle' as const, background: { plain: false, colour: null, uniformity: 0.1 } };
    const desk = makeFacts({ ...scene, objects: [screen, keyboard] });
    expect(alt(desk, { language: 'en' })).toBe('A monitor and a keyboard');
    expect(alt(desk, { language: 'fr' })).toBe('Un écran et un clavier');
    expect(alt(makeFacts({ ...scene, objects: [screen, sofa] }), { language: 'en' })).toBe('A television and a sofa');
  });
});

describe('composeAlt — English', () => {
  it('puts the colour before the product, says a model shot and drops the backdrop filler', () => {
    expect(alt(makeFacts({ colour: 'black', category: sneakers }), { language: 'en' })).toBe('Black sneakers');
    expect(
      alt(makeFacts({ colour: 'red', category: { fine: null, group: 'bags', probability: 0.9, gateScore: 0.7 } }), { language: 'en' }),
    ).toBe('Red bag on a plain background');
    expect(alt(makeFacts({ ...model, colour: 'navy' }), { language: 'en', title: 'Reebok Jacket' })).toBe(
      'Navy Reebok Jacket worn by a model',
    );
  });

  it('cleans SKU codes, sizes, pipes, symbols and shouting from the title', () => {
    const out = alt(makeFacts({ colour: 'red' }), { language: 'en', title: 'NEW Lumaflex™ Tone Band 24-WB07 XL | Luma Shop' });
    expect(out).toBe('Red Lumaflex Tone Band');
  });

  it('keeps a number designation after its noun and its full stop, and writes it « n° » in French', () => {
    expect(alt(makeFacts({ colour: 'white' }), { language: 'en', title: 'Red mug no. 1' })).toMatch(/^Red mug no\. 1\b/);
    expect(alt(makeFacts({ colour: 'white' }), { language: 'fr', title: 'Red mug no. 1' })).toMatch(/^Mug n° 1 rouge\b/);
    expect(alt(makeFacts({ colour: 'black' }), { language: 'en', title: 'Chanel No. 5 perfume' })).toMatch(/Chanel No\. 5 perfume/);
  });

  it('is never identical to the title', () => {
    const facts = makeFacts({ imageType: 'text', colour: 'black' });
    const out = composeAlt(facts, { language: 'en', title: 'Black Tee' }).altTag;
    expect(out.toLowerCase()).not.toBe('black tee');
  });
});

describe('composeAlt — keywords', () => {
  it('uses each keyword once, as words of the sentence, never as a comma list', () => {
    const out = alt(makeFacts({ colour: 'brown', category: { fine: 'handbag', group: 'bags', probability: 0.9, gateScore: 0.8 } }), {
      language: 'en',
      keywords: ['vintage', 'leather', 'women', 'vintage bag'],
    });
    expect(out).toBe('Vintage brown leather handbag');
    expect(out).not.toContain(',');
  });

  it('drops a keyword colour that contradicts the pixels and a product noun that is not pictured', () => {
    const out = alt(makeFacts({ colour: 'black', category: sneakers }), { language: 'en', keywords: ['red', 'watch'] });
    expect(out).toBe('Black sneakers');
  });

  it('drops an unknown phrase that cannot be woven as an adjective', () => {
    const facts = makeFacts({ colour: 'blue', category: { fine: null, group: 'tops', probability: 0.9, gateScore: 0.8 } });
    const fr = alt(facts, { language: 'fr', keywords: ['livraison gratuite', 'vintage'] });
    expect(fr).not.toContain('livraison');
    expect(fr).toContain('vintage');
    expect(alt(facts, { language: 'en', keywords: ['free shipping'] })).not.toContain('shipping');
  });

  it('does not repeat a keyword the title already says', () => {
    const out = alt(makeFacts({ colour: 'black' }), { language: 'fr', title: 'Sac cabas en cuir', keywords: ['cuir'] });
    expect(out.match(/cuir/g)).toHaveLength(1);
  });
});

describe('composeAlt — limits', () => {
  const long = {
    language: 'en' as const,
    title: 'Carlton London Women Contemporary Extra Comfortable Everyday Party Wear Black Flats',
    keywords: ['comfortable', 'elegant'],
  };

  it.each([125, 80, 40])('fits %i characters without cutting a word', (max) => {
    const full = composeAlt(makeFacts({ colour: 'black', text: [{ text: 'CARLTON LONDON', confidence: 0.95 }] }), {
      ...long,
      maxLength: 500,
    }).altTag;
    const out = alt(makeFacts({ colour: 'black', text: [{ text: 'CARLTON LONDON', confidence: 0.95 }] }), { ...long, maxLength: max });
    expect(out.length).toBeLessThanOrEqual(max);
    // A shortened title is followed by "in black" (issue 24: our colour never goes between the title's words).
    const words = new Set([...full.toLowerCase().split(' '), 'in']);
    for (const w of out.toLowerCase().split(' ')) {
      expect(words.has(w)).toBe(true);
    }
  });

  it('returns an empty alt with the decorative flag for a flat image without merchant data', () => {
    const c = composeAlt(makeFacts({ imageType: 'decorative', flat: true }), { language: 'en' });
    expect(c).toMatchObject({ altTag: '', decorative: true });
    const withTitle = composeAlt(makeFacts({ imageType: 'decorative', flat: true, colour: 'white' }), {
      language: 'en',
      title: 'Gift Card',
    });
    expect(withTitle.decorative).toBe(false);
    expect(withTitle.altTag.length).toBeGreaterThan(0);
  });
});

describe('composeAlt — model shots without a product noun', () => {
  it('names the clothing, not just "a person", and flags the guess for review', () => {
    const facts = makeFacts({ ...model, colour: 'red', objects: [{ label: 'person', score: 0.9, box: [0.2, 0, 0.6, 1] }] });
    expect(alt(facts, { language: 'en' })).toBe('Red garment worn by a model');
    expect(alt(facts, { language: 'fr' })).toBe('Vêtement rouge porté par un mannequin');
    expect(composeAlt(facts, { language: 'en' }).needsReview).toBe(true);
  });
});

describe('composeAlt — titles without a product noun', () => {
  it('keeps a colour-named product as a name and gives a bare name its colour with a preposition', () => {
    expect(alt(makeFacts({ colour: 'grey' }), { language: 'en', title: 'Violet' })).toBe('Violet in grey');
    expect(alt(makeFacts({ colour: 'grey' }), { language: 'fr', title: 'Violet' })).toBe('Violet de couleur grise');
    expect(alt(makeFacts({ colour: 'black' }), { language: 'fr', title: '32-Inch Monitor' })).toBe('Écran 32 pouces noir');
  });
});

describe('composeAlt — an English alt of a French title', () => {
  const en = (title: string, colour = 'white'): string => alt(makeFacts({ colour }), { language: 'en', title });
  it('says the noun, colours, audience and generic words in English and keeps the brand and model', () => {
    // Was the French title word for word: "T-shirt homme col rond coton bio bleu marine on a plain background".
    expect(en('T-shirt homme col rond coton bio bleu marine')).toBe('Navy crew-neck T-shirt for men in organic cotton');
    expect(en('Baskets Nike Air Max 90 blanches homme')).toBe('White Nike Air Max 90 sneakers for men');
    expect(en('Chaussures de running Asics Gel-Kayano 29 homme')).toBe('White Asics Gel-Kayano 29 running shoes for men');
    // « déhoussable » and « 3 places » have their entries; a French word none has is left out, not written.
    expect(en('Coussin déhoussable velours vert 45x45', 'green')).toBe('Green 45x45 cushion in velvet with a removable cover');
    expect(en('Canapé 3 places Oslo en tissu gris', 'grey')).toBe('3-seater grey Oslo sofa in fabric');
    // The photo's colour goes first, apart from the material: "white oak" would be a wood.
    expect(en('Chaise en chêne massif')).toMatch(/^White chair in (?:solid )?oak$/);
  });
  it("gives a part's colour to the part, and keeps the French alt of a French title as it stands", () => {
    expect(en('Montre Casio Edifice homme cadran noir')).toBe('Casio Edifice watch for men with a black dial');
    expect(en('Montre homme bracelet en acier argenté cadran bleu')).toBe('Watch for men with a silver strap and a blue dial');
    expect(alt(makeFacts({ colour: 'white' }), { language: 'fr', title: 'Montre Casio Edifice homme cadran noir' })).toBe(
      'Montre Casio Edifice homme cadran noir sur fond uni',
    );
  });
  it('reads an English title that names a French product line as English', () => {
    expect(en('David Beckham Men Homme Deo')).toMatch(/^David Beckham Men Homme Deo/);
    expect(en('Fila Men Blanc Red Sweater')).toMatch(/^Fila Men Blanc Red Sweater/);
    expect(en('Noir Perfume')).toMatch(/^Noir Perfume/);
  });
  it('reads a French colour as a French title, and « taille haute » as a cut, not a size', () => {
    expect(en('T-shirt Taille M bleu')).toBe('Blue T-shirt on a plain background');
    expect(en('Jean taille haute femme bleu délavé')).toBe('High-waisted washed blue jeans for women');
  });
});
