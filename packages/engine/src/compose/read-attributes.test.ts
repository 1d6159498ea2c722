import { describe, expect, it } from 'vitest';
import type { ColourFact } from '../types.ts';
import { composeAlt } from './compose.ts';
import { makeFacts } from '../testing/make-facts.ts';
import { enAttribute, frAttribute, statedAttributes } from './read-attributes.ts';

const c = (name: string, share: number): ColourFact => ({ name, share, rgb: [0, 0, 0] });
const ids = (text: string): string[] => statedAttributes(text).map((a) => a.attribute.id);
const alt = (language: 'en' | 'fr', title: string, description: string): string =>
  composeAlt(makeFacts({ colours: [c('blue', 0.6)] }), { language, title, description }).altTag;

describe('description facts (issue 9, complete mode)', () => {
  it('finds the part a material belongs to past finishing words and compounds ("chrome-finished base", "wood back legs")', () => {
    const base = statedAttributes('A chrome-finished base and oval footrest.').find((a) => a.attribute.category === 'material');
    expect(base && enAttribute(base).text).toBe('with a chrome-plated base');
    const legs = statedAttributes('slightly curved wood back legs').find((a) => a.attribute.category === 'material');
    expect(legs && enAttribute(legs).text).toBe('with wooden legs');
    expect(legs && frAttribute(legs, 'f', false)).toBe('avec des pieds en bois');
  });

  it('keeps a part’s material beside the product’s own, never the same material twice', () => {
    expect(alt('en', 'Pamela chair', 'The light brown wool and slightly curved wood back legs.')).toBe(
      'Blue wool Pamela chair with wooden legs',
    );
    expect(alt('fr', 'Pamela chair', 'The light brown wool and slightly curved wood back legs.')).toBe(
      'Chaise Pamela bleue en laine avec des pieds en bois',
    );
    expect(ids('A solid wood chair with wood legs.')).toEqual(['solid_wood']);
  });

  it('says a finish of a part only with the part, never of the product ("brushed stainless steel base")', () => {
    expect(ids('the brushed stainless steel base ensures stability')).toEqual(['stainless_steel']);
  });

  it('reads seating details: armless, swivel, stackable (EN before the noun, FR agreeing after it)', () => {
    expect(alt('en', 'Courtney', 'This Courtney armless chair is a must-have.')).toBe('Blue armless Courtney chair');
    expect(alt('fr', 'Courtney', 'Notre chaise Courtney sans accoudoirs.')).toBe('Chaise Courtney bleue sans accoudoirs');
    expect(alt('en', 'Edgar armchair', 'Swivel feature for added function.')).toBe('Blue swivel Edgar armchair');
    expect(alt('fr', 'Edgar armchair', 'Siège pivotant.')).toBe('Fauteuil Edgar bleu pivotant');
    expect(alt('fr', 'Tina chair', 'Stackable and made of plastic.')).toBe('Chaise Tina bleue empilable en plastique');
    // A swivel part is not a swivel product.
    expect(ids('A key ring with a swivel clasp.')).toEqual([]);
    expect(ids('Five swivel casters.')).toEqual([]);
  });

  it('puts a French part last so an adjective is never read as the part’s (« pivotant avec un piètement »)', () => {
    expect(alt('fr', 'Edgar armchair', 'Its stainless steel base. Swivel feature.')).toBe(
      'Fauteuil Edgar bleu pivotant avec un piètement en acier inoxydable',
    );
  });

  it('reads an unnamed pattern, but not a sole’s tread pattern or a sewing pattern', () => {
    expect(alt('en', 'Kenny chair', 'A lovely pattern brings cool interest to this chair.')).toBe('Blue patterned Kenny chair');
    expect(alt('fr', 'Kenny chair', 'Un motif chic apporte un nouvel intérêt à notre chaise.')).toBe('Chaise Kenny bleue à motifs');
    expect(ids('A rubber sole with a deep tread pattern.')).not.toContain('patterned');
    expect(ids('Sewing pattern included.')).toEqual([]);
    // A spec line names its value, which may be no pattern at all.
    expect(ids('Pattern: Solid. Fabric: cotton.')).not.toContain('patterned');
    expect(ids('Motif : uni')).not.toContain('patterned');
    expect(ids('A plain design with no pattern.')).not.toContain('patterned');
  });

  it('reads "tufting" as button-tufted and names a French « banquette »', () => {
    expect(ids('the tufting and velvet of the sofa')).toEqual(['tufted', 'velvet']);
    expect(alt('fr', 'Scarlett', 'La luxueuse banquette Scarlett.')).toMatch(/^Banquette Scarlett bleue/);
  });
});

describe('facts in a title’s brackets (title cleaning drops them)', () => {
  const facts = makeFacts({ colours: [c('black', 0.6)], imageType: 'packshot' });
  const en = (title: string): string => composeAlt(facts, { language: 'en', title }).altTag;
  const fr = (title: string): string => composeAlt(facts, { language: 'fr', title }).altTag;
  it('reads a neckline or a pack size said in brackets, EN after the colour and FR after the noun', () => {
    expect(composeAlt(facts, { language: 'en', title: 'Ryker LumaTech™ Tee (Crew-neck)' }).altTag).toBe(
      'Black crew-neck Ryker LumaTech Tee',
    );
    expect(composeAlt(facts, { language: 'fr', title: 'Ryker LumaTech™ Tee (Crew-neck)' }).altTag).toBe(
      'T-shirt Ryker LumaTech noir col rond',
    );
    expect(composeAlt(facts, { language: 'en', title: 'Wool Socks [Pack of 3]' }).altTag).toBe('Set of 3 black Wool Socks');
    expect(composeAlt(facts, { language: 'fr', title: 'Wool Socks [Pack of 3]' }).altTag).toBe('Lot de 3 chaussettes noires en laine');
  });
  it('says a pack size in the title once, and a French alt keeps no English word it translated', () => {
    expect(en('Puma Men Sports Pack of 3 Socks')).toBe('Puma Men Sports Pack of 3 Socks in black');
    expect(fr('Puma Men Sports Pack of 3 Socks')).toBe('Lot de 3 chaussettes de sport Puma noires pour homme');
    // The noun said twice, a pattern, a style, a material: « Jupe United Colors of Benetton Skirt » was written.
    expect(fr('United Colors of Benetton Women Check Skirt Grey Skirts')).toBe(
      'Jupe United Colors of Benetton grise à carreaux pour femme',
    );
    expect(fr('Mark Taylor Men Solid Navy Blue Trouser')).toBe('Pantalon Mark Taylor bleu marine uni pour homme');
    expect(fr("Red Tape Men's Casual Brown Shoe")).toBe('Chaussures décontractées Red Tape marron pour homme');
    expect(fr('Grey Fabric Sofa')).toBe('Canapé gris en tissu');
    expect(fr('Fastrack Men Analogue Grey Watch')).toBe('Montre analogique Fastrack grise pour homme');
    expect(fr('Franco Leone Men Formal Blue Formal Shoes')).toBe('Chaussures habillées Franco Leone bleues pour homme');
    // The sport goes with the noun (« short de yoga »); a keyword's or a description's sport is not written.
    expect(fr('Hawkeye Yoga Short')).toBe('Short de yoga Hawkeye noir');
    expect(
      composeAlt(facts, { language: 'en', title: 'Overnight Duffle', keywords: ['sport'], description: 'Great for running.' }).altTag,
    ).toBe('Black Overnight Duffle');
    // A kind of the noun is not the noun said twice.
    expect(fr('Compact SLR Camera')).toMatch(/^Appareil photo Compact SLR/);
  });
  it("says a watch's or glasses' parts in French: the dial's shape and colour, the strap, the frame", () => {
    // « Montre Carrera Sqaure dial strap noire avec une bride en cuir » was written: a watch's strap is a bracelet.
    expect(fr('Carrera Men Sqaure dial leather strap Black Watches')).toBe(
      'Montre Carrera noire à cadran carré avec un bracelet en cuir pour homme',
    );
    expect(fr('Puma Men Race Luminous Black Dial Watch')).toBe('Montre Puma Race Luminous à cadran noir pour homme');
    expect(fr('Louis Philippe Men Gold Frame Sunglasses')).toBe('Lunettes de soleil Louis Philippe à monture dorée pour homme');
    // A strap's colour: « blanche et blanche » was written for "White Strap White Watches".
    expect(fr('ADIDAS Unisex White Strap White Watches')).toBe('Montre Adidas blanche à bracelet blanc mixte');
    // « lanière », not « bride »: that word is also a horse's bridle.
    expect(fr('Catwalk Women Golden Strap Black Heels')).toBe('Escarpins Catwalk noirs à lanière dorée pour femme');
    expect(fr('Lino Perros Women Golden Strap Brown Handbag')).toBe('Sac à main Lino Perros marron à bandoulière dorée pour femme');
    expect(fr('Fastrack Men Analog & Digital Black Watch')).toBe('Montre analogique et numérique Fastrack noire pour homme');
    expect(fr('Reebok Laptop Backpack')).toBe('Sac à dos pour ordinateur portable Reebok noir');
    expect(fr("ADIDAS Men's Black Football Shorts")).toBe('Short de football Adidas noir pour homme');
    expect(fr('ADIDAS Women polka Blue Flip Flops')).toBe('Tongs Adidas bleues à pois pour femme');
    expect(fr('Murcia Women Ethnic Hand Bag')).toBe('Sac à main ethnique Murcia noir pour femme');
    // A use and the head noun that name a kind together: a swimming cap is « bonnet de bain ».
    expect(fr('ADIDAS Women Swimming Purple Cap')).toBe('Bonnet de bain Adidas violet pour femme');
    expect(fr('Hanes Men White Innerwear T-shirt')).toBe('T-shirt de corps Hanes blanc pour homme');
    expect(fr('FIFA Men Full Sleeves Hoody Sweatshirt')).toBe('Sweat à capuche FIFA noir à manches longues pour homme');
    // "Crew" is a top's neckline, a sock's length (said by the noun): not kept in English either way.
    expect(fr('ADIDAS Men Crew Yellow T-shirt')).toBe('T-shirt Adidas jaune col rond pour homme');
    expect(fr('Fila Men Crew White Socks')).toBe('Chaussettes Fila blanches pour homme');
    // The sport's own ball is the noun, not a use of it.
    expect(fr('Spalding Basketball')).toBe('Ballon de basket Spalding noir');
    // A dial's colour is not the watch's: the photo's colour is not added beside it, in either language.
    expect(en('Guess Women White Dial Watch')).toBe('Guess Women White Dial Watch on a plain background');
    // The part and its "with" leave the name too (« Canapé with Frame » was written).
    expect(fr('Grey Fabric Sofa with Walnut Frame')).toBe('Canapé gris en tissu avec une structure en noyer');
    expect(fr('Oak Frame Mirror')).toBe('Miroir noir avec un cadre en chêne');
    // "Casual" is the sunglasses', not the frame's, even with a material between.
    expect(fr('Pal Zileri Men Casual Metal Frame Sunglasses')).toBe(
      'Lunettes de soleil décontractées Pal Zileri noires avec une monture en métal pour homme',
    );
  });
  it('ignores brackets that state nothing (a size)', () => {
    expect(composeAlt(facts, { language: 'en', title: 'Ryker Tee (XL)' }).altTag).toBe('Black Ryker Tee');
  });
});
