import { enArticle, enCount, joinList } from './grammar.ts';
import { colourWord, normaliseText, type Noun } from './lexicon/index.ts';
import { AUDIENCE_PHRASE, AUDIENCE_WORDS } from './lexicon/words.ts';
import { shotOf, wearerOf, type AltPlan, type RenderFlags } from './plan.ts';
import { attributesOf, enAttribute } from './read-attributes.ts';

/** A name that is only a number designation ("no. 1", "n° 3", "#2"). */
const DESIGNATION = /^(?:no\.?|nr\.?|n°|#)\s*\d+$/i;

const METALLIC = new Set(['silver', 'gold']);

function colourPhrase(plan: AltPlan, f: RenderFlags): string {
  if (f.drop.has('colour')) {
    return '';
  }
  const keys = f.drop.has('secondColour') ? plan.colours.slice(0, 1) : plan.colours;
  return joinList(
    keys.map((k) => colourWord(k)?.en ?? k),
    'en',
  );
}

function nounText(noun: Noun, plural: boolean): string {
  return plural ? noun.en.pl : noun.en.sg;
}

/** Attributes that name a kind of the product rather than describe it: they follow the colour. */
const KIND_WORDS = new Set(['armless', 'swivel']);

/** The title says who the product is for ("Men's Classic Bomber Jacket"): not said again as "for men". */
function titleSaysAudience(title: string): boolean {
  return normaliseText(title)
    .split(/[^\p{L}']+/u)
    .some((w) => AUDIENCE_WORDS[w] !== undefined);
}

/**
 * The product noun phrase without article: "brown leather Overnight Duffle", "black sneakers". The merchant's title
 * is written as it stands: its words keep their case and order and ours never go between them. Our colour and
 * materials go before a title that is a name and a noun ("Navy Reebok Jacket"), and after one that carries its own
 * colour or audience words, where a reader would take them for part of the name: "Ocean Blue Shirt in cotton",
 * "Men's Classic Bomber Jacket in black".
 */
function productPhrase(plan: AltPlan, f: RenderFlags): string {
  const t = plan.title;
  // A French title in an English alt: its noun, colours and generic words in English, its brand and model kept
  // ("T-shirt homme col rond coton bio bleu marine" → "Crew-neck T-shirt for men in navy organic cotton").
  const french = t?.lang === 'fr' && t.hasNoun && plan.noun !== undefined;
  const said = french
    ? [...t.nameAttributes, ...plan.attributes.filter((a) => !t.nameAttributes.some((b) => b.attribute.id === a.attribute.id))]
    : plan.attributes;
  const kept = attributesOf(said, plan.noun).slice(0, f.attributes);
  // English adjective order: style and cut before the colour, pattern and material after it
  // ("vintage brown wool chair", "slim-fit green checked shirt").
  const en = kept.map((a) => ({ category: a.attribute.category, id: a.attribute.id, ...enAttribute(a) }));
  // A neckline or a word that says what kind of seat it is goes next to the noun too: "black crew-neck tee",
  // "turquoise swivel armchair".
  // "Plain" is no pattern to name after "with a …": it is said before the colour, like a style ("plain white shirt").
  const namedPattern = (a: { category: string; id: string }): boolean => a.category === 'pattern' && a.id !== 'plain';
  const afterColour = (a: { category: string; id: string }): boolean =>
    a.category === 'material' || namedPattern(a) || a.category === 'neckline' || KIND_WORDS.has(a.id);
  // Material and pattern can follow a noun as "in blue cotton"; a neckline, a kind word or a material said as an
  // adjective ("wooden", "gold-plated") cannot: "in wooden" is no English.
  const adjectival = (a: { category: string; text: string }): boolean => a.category === 'material' && ADJECTIVAL_MATERIAL.test(a.text);
  const stuffLike = (a: { category: string; id: string; text: string }): boolean =>
    (a.category === 'material' && !adjectival(a)) || namedPattern(a);
  const words = (keep: (a: (typeof en)[number]) => boolean): string =>
    en
      .filter(keep)
      .map((a) => a.text)
      .join(' ');
  // What it is for sits next to the noun, after any name: "White Asics Gel-Kayano running shoes" (a French title's).
  const uses = words((a) => a.category === 'use');
  const mods = words((a) => a.before && !afterColour(a) && a.category !== 'use');
  const stuff = words((a) => a.before && afterColour(a));
  const tail = words((a) => !a.before);
  // Beside a title phrase our colour and materials follow it ("in blue cotton"); a neckline or kind word precedes it.
  const kinds = words((a) => a.before && afterColour(a) && !stuffLike(a));
  const inWhat = (col: string): string => {
    const what = [col, words((a) => a.before && a.category === 'material' && !adjectival(a))].filter(Boolean).join(' ');
    // A pattern cannot stand after "in" alone ("in striped"): "with a striped pattern".
    const pattern = words((a) => a.before && namedPattern(a));
    return [what ? `in ${what}` : '', pattern ? `with ${enArticle(pattern)} ${pattern} pattern` : ''].filter(Boolean).join(' ');
  };
  // A title that already names a colour keeps the merchant's word; ours would repeat or contradict it.
  const colour = t?.hasColour ? '' : colourPhrase(plan, f);
  const audience =
    plan.audience && !f.drop.has('audience') && !wearerOf(plan) && !(t && titleSaysAudience(t.clean))
      ? AUDIENCE_PHRASE[plan.audience].en
      : '';
  if (t && plan.noun && (french || f.drop.has('name') || Number.isFinite(f.nameWords))) {
    // Too long: the first words of the brand/model name + the product noun, then colour and materials after it
    // ("Ocean shirt in blue cotton"), never between the name's words.
    const noun = nounText(plan.noun, plan.plural.en);
    // "Water Sipper" → "water bottle": a name word the noun already says is not repeated.
    const nounWords = new Set(noun.toLowerCase().split(' '));
    const nameWords = (french ? t.enName : t.name).split(' ').filter((w) => w && !nounWords.has(w.toLowerCase()));
    const named = f.drop.has('name') ? '' : nameWords.slice(0, f.nameWords).join(' ');
    // A bare number designation follows its noun: "Red mug no. 1", not "Red no. 1 mug".
    const designation = DESIGNATION.test(named);
    const name = designation ? '' : named;
    // "Kidswear outfit for children" would say it twice.
    const saidByNoun = plan.noun.id === 'kidswear' && (plan.audience === 'kids' || plan.audience === 'boys' || plan.audience === 'girls');
    const shortAudience =
      plan.audience && !f.drop.has('audience') && !wearerOf(plan) && !saidByNoun ? AUDIENCE_PHRASE[plan.audience].en : '';
    // "unisex" is an adjective in English: before the noun, unlike "for men".
    const [before, after] = plan.audience === 'unisex' ? [shortAudience, ''] : ['', shortAudience];
    // A French title's colour goes first, apart from its material: "White chair in solid oak", not "in white oak".
    const [lead, stuffWith] = french ? [colourPhrase(plan, f), ''] : ['', colourPhrase(plan, f)];
    // « cadran noir »: the colour a French title gives a part ("with a black dial"); an English title says its own.
    const parts = french && !f.drop.has('colour') ? t.partColours.map((p) => `a ${colourWord(p.key)?.en ?? p.key} ${p.part}`) : [];
    const withParts = parts.length > 0 ? `with ${joinList(parts, 'en')}` : '';
    return [mods, lead, kinds, name, before, uses, noun, designation ? named : '', after, inWhat(stuffWith), withParts, tail]
      .filter(Boolean)
      .join(' ');
  }
  if (t && !plan.noun) {
    // A bare name ("Oliver") cannot take a colour adjective: "Oliver in brown".
    return [mods, stuff, t.clean, colour ? `in ${colour}` : '', tail].filter(Boolean).join(' ');
  }
  if (t) {
    const noun = plan.noun && !t.hasNoun ? nounText(plan.noun, plan.plural.en) : '';
    const title = [t.clean, noun].filter(Boolean).join(' ');
    if (t.hasColour || titleSaysAudience(t.clean)) {
      return [mods, kinds, title, audience, inWhat(colour), tail].filter(Boolean).join(' ');
    }
    return [mods, colour, stuff, title, tail, audience].filter(Boolean).join(' ');
  }
  if (plan.noun) {
    return [mods, colour, stuff, nounText(plan.noun, plan.plural.en), tail, audience].filter(Boolean).join(' ');
  }
  return '';
}

/** Materials English writes as adjectives: before a noun, never after "in". */
const ADJECTIVAL_MATERIAL = /^(?:wooden|\S+-plated)$/;

const SHOT_EN = { 'close-up': 'Close-up', wide: 'Wide shot', full: 'Full view' } as const;

/** Shorter than this, an alt says too little (checkAlt's too-short rule). */
const TOO_SHORT = 10;

/** Scene items with counts; the largest one carries the dominant colour ("A brown cat", "A person in black"). */
function scenePhrase(plan: AltPlan, f: RenderFlags, withText: boolean): string {
  const phrase = sceneItemsPhrase(plan, f);
  const place = plan.place && !f.drop.has('setting') ? ` ${plan.place.en}` : '';
  const [only] = plan.scene;
  if (plan.monochrome && only && !f.drop.has('setting')) {
    // The medium is part of what the picture is: a black-and-white photo says so, and is not framed again.
    return `Black-and-white photo of ${phrase}${place}`;
  }
  // Quoted text after the scene already says enough: no framing is guessed (a bicycle by a sign is not far off).
  if (withText || phrase.length >= TOO_SHORT || !only || plan.scene.length > 1 || only.count > 1 || place) {
    return `${phrase}${place}`;
  }
  // "A cat" alone says too little: say how it is framed, which is what the picture shows. A small subject is a wide
  // shot, not "in the distance": a basketball seen from above or a laptop on a desk is small in the frame, not far.
  const shot = shotOf(only);
  return shot ? `${SHOT_EN[shot]} of ${phrase}` : phrase;
}

/** What the first item (the people) is doing follows it: "A person skiing and a dog", not "… and a dog skiing". */
function sceneItemsPhrase(plan: AltPlan, f: RenderFlags): string {
  const items = plan.scene.slice(0, f.drop.has('scene') ? 1 : f.sceneItems);
  const c = f.drop.has('colour') ? undefined : colourWord(plan.colours[0] ?? '');
  const colour = c?.en;
  const item = (s: AltPlan['scene'][number], i: number): string => {
    if (i > 0 || !colour || s.uncoloured) {
      return enCount(s.noun, s.count);
    }
    if (s.noun.kind === 'person') {
      // Metallic shades describe objects, not what people wear.
      return METALLIC.has(c?.key ?? '') ? enCount(s.noun, s.count) : `${enCount(s.noun, s.count)} in ${colour}`;
    }
    return enCount(s.noun, s.count, colour);
  };
  const doing = plan.activity ? ` ${plan.activity.en}` : '';
  return joinList(
    items.map((s, i) => (i === 0 ? `${item(s, i)}${doing}` : item(s, i))),
    'en',
  );
}

/** Nothing dropped: whether the backdrop is filler is decided on the whole phrase, not on a shortened one. */
export const FULL: RenderFlags = { drop: new Set(), attributes: Infinity, sceneItems: Infinity, nameWords: Infinity };

/** Under this length a packshot alt keeps its backdrop ("Black bag on a plain background"); longer, it is filler. */
export const SHORT_PRODUCT_PHRASE = 14;

function settingPhrase(plan: AltPlan, product: string): string {
  switch (plan.imageType) {
    case 'packshot': {
      if (!plan.forceBackdrop && productPhrase(plan, FULL).length >= SHORT_PRODUCT_PHRASE) {
        return '';
      }
      // Never the backdrop's colour: "white" beside a product reads as the product's colour.
      return 'on a plain background';
    }
    case 'model': {
      const kind = plan.noun?.kind;
      const by = wearerOf(plan)?.en ?? 'a model';
      if (kind === 'wear') {
        return `worn by ${by}`;
      }
      if (kind === 'carry') {
        return `carried by ${by}`;
      }
      return product ? 'held by a person' : '';
    }
    case 'lifestyle':
      return plan.companions.length > 0
        ? `with ${joinList(
            plan.companions.map((c) => enCount(c.noun, c.count)),
            'en',
          )}`
        : (plan.place?.en ?? 'in a real-life setting');
    default:
      return '';
  }
}

/** Renders the plan as one English sentence (not yet capitalised or length-checked). */
export function renderEn(plan: AltPlan, f: RenderFlags): string {
  const bare = productPhrase(plan, f);
  // An English title kept as written says its own count; a French one's is said in English here.
  const saysCount = plan.count?.inTitle && plan.title?.lang !== 'fr';
  const product = bare && plan.count && !saysCount ? `${plan.count.en} ${bare}` : bare;
  const text = plan.text && !f.drop.has('text') ? plan.text : '';
  if (!product) {
    const scene = scenePhrase(plan, f, text !== '');
    const colours = colourPhrase(plan, f);
    if (plan.imageType === 'text' && text) {
      return `Text graphic reading ${text}`;
    }
    if (scene) {
      return [scene, text ? `with the text ${text}` : ''].filter(Boolean).join(' ');
    }
    if (plan.imageType === 'model') {
      return colours ? `Model wearing ${colours} clothing` : 'Model posing';
    }
    if (plan.imageType !== 'detail' && plan.imageType !== 'packshot' && !colours) {
      // Legible text is the one thing such a scene clearly shows ("SONY" on a camera nobody could name).
      const what = plan.monochrome ? 'Black-and-white photo' : 'Scene';
      return text ? `${what} with the text ${text}` : `${what} with no clear main subject`;
    }
    const what = plan.imageType === 'detail' ? 'Close-up texture' : plan.imageType === 'packshot' ? 'Product' : 'Scene';
    const tail = plan.imageType === 'packshot' && !f.drop.has('setting') ? ` ${settingPhrase(plan, what)}` : '';
    return `${what}${colours ? ` in shades of ${colours}` : ''}${tail}${text ? ` with the text ${text}` : ''}`;
  }
  const logo = plan.brandLogo && !f.drop.has('text') ? ' with the brand logo' : '';
  const withText = text ? ` with the text ${text}` : logo;
  if (plan.imageType === 'detail') {
    return `Close-up of ${plan.title ? 'the' : plan.plural.en ? '' : enArticle(product)} ${product}${withText}`.replace(/ {2,}/g, ' ');
  }
  if (plan.imageType === 'text') {
    return `${product}${text ? ` with the text ${text}` : ''}`;
  }
  const setting = f.drop.has('setting') ? '' : settingPhrase(plan, product);
  const view = plan.view && !f.drop.has('setting') ? `, ${plan.view} view` : '';
  return [product, setting].filter(Boolean).join(' ') + withText + view;
}
