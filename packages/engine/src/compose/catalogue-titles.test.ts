import { describe, expect, it } from 'vitest';
import { checkAlt } from '../quality/check-alt.ts';
import type { AltContext } from '../types.ts';
import { composeAlt } from './compose.ts';
import { headNoun } from './lexicon/index.ts';
import { makeFacts } from '../testing/make-facts.ts';

/** Titles as WooCommerce's and Magento's own sample catalogues write them, over a plain packshot with no colour read. */
function alt(title: string, language: AltContext['language']): string {
  const ctx: AltContext = { language, title };
  const out = composeAlt(makeFacts({}), ctx).altTag;
  expect(checkAlt(out, { ...ctx, decorative: false }).violations).toEqual([]);
  return out;
}

describe('catalogue titles', () => {
  it("says a variation's colour, written after a dash, where a title says it", () => {
    expect(alt('V-Neck T-Shirt - Red', 'en')).toMatch(/^Red V-Neck T-Shirt\b/);
    expect(alt('V-Neck T-Shirt - Red', 'fr')).toMatch(/^T-shirt rouge col en V\b/);
    // The logo option ("Yes") says nothing alone; the colour stays.
    expect(alt('Hoodie - Blue, Yes', 'en')).toMatch(/^Blue Hoodie\b/);
    expect(alt('Hoodie - Blue, Yes', 'fr')).toMatch(/^Sweat à capuche bleu\b/);
  });

  it('keeps a trademark the lexicon reads as a noun, and its own case at the start', () => {
    expect(alt('MacBook Air', 'fr')).toMatch(/^Ordinateur portable MacBook Air\b/);
    expect(alt('iPod Nano', 'fr')).toMatch(/^Lecteur audio iPod Nano\b/);
    expect(alt('iPod Nano', 'en')).toMatch(/^iPod Nano\b/);
  });

  it("keeps the lexicon's other trademarks in the name, and reads a maker spelt like a noun as the maker", () => {
    expect(alt('Samsung Galaxy Tab 10.1', 'fr')).toMatch(/^Tablette Samsung Galaxy Tab 10\.1\b/);
    expect(alt('Kindle Paperwhite', 'fr')).toMatch(/^Liseuse Kindle Paperwhite\b/);
    expect(headNoun('Apple Cinema 30')).toBeUndefined();
    expect(headNoun('Palm Treo Pro')).toBeUndefined();
    expect(headNoun('Potted Palm')?.match.noun.id).toBe('palm');
    expect(alt('Apple Juice', 'fr')).toMatch(/^Jus de pomme\b/);
  });

  it('keeps a model code as written ("SE210" is no shouting)', () => {
    expect(alt('Shure SE210 Sound-Isolating Earphones', 'en')).toMatch(/^Shure SE210 Sound-Isolating Earphones\b/);
    expect(alt('CASIO Men Black Dial Watch ED153', 'en')).toMatch(/^Casio Men Black Dial Watch ED153\b/);
  });

  it('says a shade followed by its family once (« vert olive », not « vert olive et verte »)', () => {
    expect(alt('Olive Green Jacket', 'fr')).toMatch(/^Veste vert olive\b/);
    expect(alt('Lino Perros Women Turquoise Blue Wallet', 'fr')).toMatch(/^Portefeuille Lino Perros turquoise pour femme\b/);
  });

  it('says in French the season or use an English title gives', () => {
    expect(alt('Soft Winter Jacket', 'fr')).toMatch(/^Veste d'hiver Soft\b/);
    expect(alt('Silk Summer Top', 'fr')).toMatch(/^Haut d'été en soie\b/);
    expect(alt('Gardening hand trowel', 'fr')).toMatch(/^Transplantoir de jardinage\b/);
  });

  it('says a framed poster is « encadrée », agreeing with « affiche »', () => {
    expect(alt('Framed poster', 'fr')).toMatch(/^Affiche encadrée/);
    expect(alt('Framed Mirror', 'fr')).toMatch(/^Miroir encadré/);
  });

  it('knows plimsolls, jeggings, snapbacks, kaftans and pinafore dresses', () => {
    expect(alt('White Plimsolls', 'fr')).toMatch(/^Baskets blanches/);
    expect(alt('Black Snapback', 'fr')).toMatch(/^Casquette noire/);
    expect(alt('Silk Kaftan', 'fr')).toMatch(/^Caftan en soie/);
    expect(alt('Denim Pinafore', 'fr')).toMatch(/^Robe chasuble en denim/);
  });

  it('reads a French title led by a noun both languages write (« Coussin renard » is a cushion, not a fox)', () => {
    expect(alt('Coussin renard', 'fr')).toMatch(/^Coussin renard\b/);
    expect(alt('Coussin renard', 'en')).toMatch(/^Cushion\b/);
  });

  it('knows high tops as sneakers and bed clothes as bedding', () => {
    expect(alt('LED High Tops', 'fr')).toMatch(/^Baskets à LED\b/);
    expect(alt('White Bed Clothes', 'fr')).toMatch(/^Parure de lit blanche\b/);
  });

  it('drops the "with" of an attribute and the "in" of a colour said in French', () => {
    expect(alt('Hoodie with Zipper', 'fr')).toBe('Sweat à capuche zippé');
    expect(alt('Wool Scarf in Burgundy', 'fr')).toMatch(/^Écharpe bordeaux en laine/);
  });

  it('never names the product by what it is for, unless words come between', () => {
    expect(headNoun('Leather Folio for iPod nano')).toBeUndefined();
    expect(headNoun('Housse pour iPad')?.match.noun.id).not.toBe(headNoun('iPad')?.match.noun.id);
    expect(headNoun('Wildcraft Unisex Gear for Life Backpack')?.match.noun.id).toBe('backpack');
    expect(headNoun('Scullers For Her Women Solid Pink Sweater')?.match.noun.en.sg).toBe('sweater');
  });

  it("translates Shopify's home-and-garden words: clay, antique, biodegradable, vanilla, scented, slats", () => {
    expect(alt('Clay Plant Pot', 'fr')).toMatch(/^Pot de fleurs en argile\b/);
    expect(alt('Antique Drawers', 'fr')).toMatch(/^Commode ancienne\b/);
    expect(alt('Biodegradable cardboard pots', 'fr')).toMatch(/^Pot biodégradable en carton\b/);
    expect(alt('Vanilla candle', 'fr')).toMatch(/^Bougie à la vanille\b/);
    // "Scented" is read beside the candle, not swallowed into it.
    expect(alt('Scented Candle', 'fr')).toMatch(/^Bougie parfumée\b/);
    expect(alt('Wooden outdoor slats', 'fr')).toMatch(/^Latte\b.* en bois\b/);
  });

  it('keeps the model after a maker alone ("HP LP3065") and an English quote in a French title whole', () => {
    expect(alt('HP LP3065', 'en')).toMatch(/^HP LP3065\b/);
    expect(alt('Affiche encadrée The best is yet to come', 'en')).toMatch(/^Framed The best is yet to come poster\b/);
  });

  it('drops the emoji marketplaces decorate titles with', () => {
    expect(alt('🔥 HOT SALE 🔥 Running Shoes', 'en')).toMatch(/^Running Shoes\b/);
  });

  it("says a variation's colours once, after a French noun and agreeing with it", () => {
    expect(alt('Ray-Ban RB2132 New Wayfarer Sunglasses, Black/Green', 'fr')).toMatch(
      /^Lunettes de soleil Ray-Ban New Wayfarer noires et vertes\b/,
    );
    expect(alt('Sac à main en cuir véritable – Noir', 'fr')).toMatch(/^Sac à main en cuir véritable noir\b/);
    expect(alt("Robe d'été - Noir/Blanc", 'fr')).toMatch(/^Robe d'été noire et blanche\b/);
  });

  it("keeps a French title's count and number as written, and says them in English", () => {
    expect(alt('Lot de 2 coussins en lin', 'fr')).toMatch(/^Lot de 2 coussins en lin\b/);
    expect(alt('Lot de 2 coussins en lin', 'en')).toMatch(/^Set of 2 cushions in linen\b/);
    expect(alt('Ensemble de 3 casseroles en inox', 'en')).toMatch(/^Set of 3 saucepans in stainless steel\b/);
    expect(composeAlt(makeFacts({ colour: 'white' }), { language: 'fr', title: 'Bougies parfumées' }).altTag).toMatch(
      /^Bougies parfumées blanches\b/,
    );
  });

  it('reads an English casserole as the lidded dish, and a maker named with an article as English', () => {
    expect(alt('Cast Iron Casserole', 'fr')).toMatch(/^Cocotte en fonte\b/);
    expect(alt('Casserole en fonte', 'en')).toMatch(/^Saucepan in cast iron\b/);
    expect(alt('Le Creuset Signature Cast Iron Round Casserole, 5.5 qt., Cerise', 'fr')).toMatch(
      /^Cocotte Le Creuset Signature Round Cerise en fonte\b/,
    );
  });

  it('says every descriptive word of a title in French, and one pattern word rather than two', () => {
    expect(alt("Men's Running Shoes Lightweight Breathable", 'fr')).toMatch(/^Baskets légères respirantes pour homme\b/);
    expect(alt('Dog Bed Large Washable Orthopedic', 'fr')).toMatch(/^Panier pour chien Large lavable orthopédique\b/);
    expect(alt('Spice Art Women Floral Pattern Handbag', 'fr')).toMatch(/^Sac à main Spice Art à fleurs pour femme\b/);
    expect(alt('Coque iPhone 15 Pro transparente', 'fr')).toMatch(/^Coque de téléphone iPhone 15 Pro\b/);
    expect(alt('Apple AirPods Pro (2nd Generation)', 'fr')).toMatch(/^Écouteurs Apple AirPods Pro\b/);
  });

  it('writes a material English says as an adjective before the noun ("wooden", "gold-plated"), never "in wooden"', () => {
    expect(alt('Niche pour chien en bois', 'en')).toMatch(/^Wooden dog kennel\b/);
    expect(alt('Collier pendentif coeur plaqué or', 'en')).toMatch(/^Gold-plated necklace\b/);
    expect(alt('Table en chêne', 'en')).toMatch(/^Table in oak\b/);
  });

  it('drops capacities, resolutions and counts of contents, and keeps acronyms and makers as written', () => {
    expect(alt('French Press Coffee Maker 8 Cup', 'fr')).toMatch(/^Cafetière French Press\b/);
    expect(alt('Wireless Gaming Mouse RGB 16000 DPI', 'en')).toMatch(/^Wireless Gaming Mouse RGB\b/);
    expect(alt('Organic Green Tea 100 Bags', 'fr')).not.toMatch(/^Sac\b/);
    expect(alt('Chargeur USB-C 65W', 'fr')).toMatch(/^Chargeur USB-C 65W\b/);
    expect(alt("L'Oréal Paris Revitalift Day Cream", 'fr')).toMatch(/^Crème hydratante L'Oréal Paris Revitalift\b/);
    expect(alt('Pot de fleurs en terre cuite Ø 30 cm', 'en')).toMatch(/^Plant pot in terracotta\b/);
  });

  it('says in French what sports, toy and shoe titles add: thickness, straps, heels, seasons, inches, toddlers', () => {
    expect(alt('Yoga Mat Non Slip 6mm Thick with Carrying Strap', 'fr')).toMatch(
      /^Tapis de yoga antidérapant épais avec sangle de transport\b/,
    );
    expect(alt("Women's Leather Ankle Boots with Block Heel", 'fr')).toMatch(/^Bottines en cuir à talon carré pour femme\b/);
    expect(alt('Sleeping Bag 3 Season Lightweight', 'fr')).toMatch(/^Sac de couchage 3 saisons léger\b/);
    expect(alt("Men's Stainless Steel Chain Necklace 20 Inch", 'fr')).toMatch(/^Chaîne 20 pouces\b/);
    expect(alt('Wooden Train Set for Toddlers', 'fr')).toMatch(/^Circuit de train en bois pour enfant\b/);
    expect(alt('Sterling Silver Hoop Earrings for Women', 'fr')).not.toMatch(/\bfor\b/);
    expect(alt('LEGO Star Wars Millennium Falcon 75257 Building Kit', 'fr')).toMatch(/^Jeu de construction LEGO\b/);
    expect(alt('Rouge à lèvres mat longue tenue', 'en')).toMatch(/^Long-lasting lipstick\b/);
  });

  it('reads a shop title as a handmade shop or a French marketplace writes it', () => {
    // Search words repeating the product, gift lines and trailing sizes are not the picture's.
    expect(alt('Personalized Name Necklace, Custom Gold Name Necklace, Gift for Her', 'fr')).toMatch(/^Collier prénom personnalisé/);
    expect(alt("Men's Slim Fit Chino Pants, Khaki, 32W x 30L", 'en')).toMatch(/^Khaki Men's Slim Fit Chino Pants\b/);
    expect(alt("Carhartt Men's Knit Cuffed Beanie, Black, One Size", 'en')).not.toMatch(/One Size/);
    // The product comes before "in": the jar holds the candle.
    expect(alt('Soy Wax Candle in Amber Glass Jar', 'fr')).toMatch(/^Bougie\b/);
    // French typed in capitals without its accents.
    expect(alt('ROBOT PATISSIER 1000W BOL INOX 5L', 'en')).toMatch(/\bstand mixer\b/);
    // A part's word inside the product's noun names no part.
    expect(alt('Sac bandoulière en toile kaki', 'en')).toMatch(/^Khaki crossbody bag in canvas\b/);
    expect(alt('Unisex Crewneck Sweatshirt Heather Grey XL', 'fr')).toMatch(/^Sweat gris chiné col rond mixte\b/);
    expect(alt("Kids' Waterproof Rain Boots", 'fr')).toMatch(/^Bottes de pluie imperméables pour enfant\b/);
    expect(alt('Hand Knitted Wool Scarf', 'fr')).toMatch(/^Écharpe tricotée main en laine\b/);
  });

  it('reads French marketplace titles: elided articles, units, layouts, accents in capitals, carat gold', () => {
    expect(alt("Diffuseur d'huiles essentielles ultrasonique", 'en')).toMatch(/^Diffuser\b/);
    expect(alt('Tablette 10 pouces 64 Go Wi-Fi', 'en')).toMatch(/^10-inch 64GB Wi-Fi tablet\b/);
    expect(alt('Souris sans fil ergonomique rechargeable', 'en')).toMatch(/^Wireless rechargeable mouse\b/);
    expect(alt('Clavier AZERTY rétroéclairé', 'en')).toMatch(/^AZERTY keyboard\b/);
    expect(alt('Bague en or blanc 18 carats', 'en')).toMatch(/^Ring in 18k white gold\b/);
    expect(alt('18k Yellow Gold Bangle Bracelet', 'fr')).toMatch(/\ben or jaune 18 carats\b/);
    expect(alt('Montre connectée femme rose gold', 'en')).toMatch(/^Rose gold watch for women\b/);
    expect(alt('Coussin déhoussable en velours côtelé vert sauge', 'en')).toMatch(
      /^Sage green cushion in corduroy with a removable cover\b/,
    );
    expect(alt('Classic Tee / Black / M', 'en')).toMatch(/^Black Classic Tee\b/);
    expect(alt('Organic Cotton Baby Bodysuit 3-Pack, 6-12M', 'fr')).toMatch(/^Lot de 3 bodys en coton bio\b/);
  });

  it("reads Shopify's descriptions: plain is no pattern to name, a thick hem is the hem's", () => {
    const withText = (title: string, description: string): string =>
      composeAlt(makeFacts({}), { language: 'en', title, description }).altTag;
    const shirt = withText('White Cotton Shirt', 'Plain white cotton long sleeved shirt with loose collar.');
    expect(shirt).toMatch(/^Plain long-sleeved White Cotton Shirt\b/);
    expect(shirt).not.toMatch(/pattern/);
    expect(withText('Long Sleeve Cotton Top', 'Black cotton womens top, with long sleeves and a thick hem.')).not.toMatch(/Thick/);
  });

  it('reads IKEA and accessory titles: seats, veneers, a chest of N drawers, what comes "with" the product', () => {
    expect(alt('EKTORP 3-seat sofa, Lofallet beige', 'fr')).toMatch(/^Canapé Ektorp Lofallet beige 3 places\b/);
    expect(alt('Canapé 3 places en velours', 'en')).toMatch(/^3-seater sofa in velvet\b/);
    expect(alt('BILLY Bookcase, oak veneer', 'fr')).toMatch(/^Bibliothèque Billy en placage chêne\b/);
    expect(alt('HEMNES Chest of 8 drawers', 'fr')).toMatch(/^Commode Hemnes\b/);
    expect(alt('Garden Hose 30m with Spray Nozzle', 'fr')).toMatch(/^Tuyau d'arrosage avec pistolet d'arrosage\b/);
    expect(alt('True Wireless Earbuds with Charging Case', 'fr')).toMatch(/^Écouteurs sans fil avec étui de charge\b/);
  });
});
