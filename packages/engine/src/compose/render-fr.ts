import { frCount, frDefinite, frIndefinite, frOf, frParticiple, joinList } from './grammar.ts';
import { colourWord, frColour, type Gender } from './lexicon/index.ts';
import { COLOURED_PARTS, frPartNoun, partOn } from './lexicon/parts.ts';
import { AUDIENCE_PHRASE } from './lexicon/words.ts';
import { shotOf, wearerOf, type AltPlan, type RenderFlags } from './plan.ts';
import { attributesOf, frAttribute } from './read-attributes.ts';
import { FULL, SHORT_PRODUCT_PHRASE } from './render-en.ts';

const METALLIC = new Set(['silver', 'gold']);

function colourPhrase(plan: AltPlan, f: RenderFlags, g: Gender, plural: boolean): string {
  if (f.drop.has('colour')) {
    return '';
  }
  const keys = f.drop.has('secondColour') ? plan.colours.slice(0, 1) : plan.colours;
  return joinList(
    keys.map((k) => {
      const c = colourWord(k);
      return c ? frColour(c, g, plural) : k;
    }),
    'fr',
  );
}

/** « à cadran blanc », « à monture dorée »: the colour the title gives a part. */
function partColourPhrase(plan: AltPlan, f: RenderFlags): string {
  if (f.drop.has('colour') || !plan.title) {
    return '';
  }
  return plan.title.partColours
    .map((p) => {
      const c = colourWord(p.key);
      const part = partOn(COLOURED_PARTS[p.part], plan.noun);
      return `à ${frPartNoun(part)} ${c ? frColour(c, part.g, part.pl) : p.key}`;
    })
    .join(' ');
}

function frModRank(mod: string): number {
  return mod.startsWith('avec ') ? 2 : /^(?:en|à|au|de|sans) /.test(mod) ? 1 : 0;
}

/** A French title is already French: its words are kept as written, unless the fitter shortens the name. */
function keptAsWritten(plan: AltPlan, f: RenderFlags): boolean {
  return plan.title?.lang === 'fr' && !Number.isFinite(f.nameWords) && !f.drop.has('name');
}

/**
 * The product noun phrase: French noun first, then the merchant's brand/model name, then adjectives that agree
 * with the noun ("Sac de voyage Overnight Duffle marron", "Baskets Allstar noires").
 */
function productPhrase(plan: AltPlan, f: RenderFlags): string {
  const noun = plan.noun;
  const g: Gender = noun?.fr.g ?? 'm';
  const pl = plan.plural.fr;
  const t = plan.title;
  const colour = colourPhrase(plan, f, g, pl);
  const audience = plan.audience && !f.drop.has('audience') && !wearerOf(plan) ? AUDIENCE_PHRASE[plan.audience].fr : '';
  // Agreeing adjectives first, then « en … »/« à … » phrases, then a part (« avec un piètement … ») last, so an
  // adjective never reads as the part's or the material's (« pivotant avec un piètement », « empilable en plastique »).
  const mods = attributesOf(plan.attributes, noun)
    .slice(0, f.attributes)
    .map((a) => frAttribute(a, g, pl, noun))
    .sort((a, b) => frModRank(a) - frModRank(b))
    .join(' ');
  if (t && keptAsWritten(plan, f)) {
    // A French title is already French: keep its word order and only add what it lacks.
    return [t.clean, t.hasColour ? '' : colour, mods].filter(Boolean).join(' ');
  }
  // With a noun (the title's, or the picture's for a title without one), the title's colour, audience and generic
  // words are said in French around it: "Inkfruit Men Wolf" is « T-shirt Inkfruit Wolf noir », not « … Men Wolf noir ».
  const full = t && !f.drop.has('name') ? (noun ? t.frName : t.clean) : '';
  // The English title's generic words, said in French after the colour (« coupe ajustée », « en bois »).
  const said = noun ? (pl ? noun.fr.pl : noun.fr.sg) : '';
  // What the French noun already says is not said again: "Formal Blue Formal Shoes" is « Chaussures habillées ».
  const nameSays = (noun && t && !f.drop.has('name') ? t.nameAttributes : [])
    .map((a) => ({
      use: a.attribute.category === 'use',
      adjective: a.attribute.fr.kind === 'adjective',
      text: frAttribute(a, g, pl, noun),
    }))
    .filter((a) => !` ${said} `.includes(` ${a.text} `));
  const fromName = nameSays
    .filter((a) => !a.use)
    .map((a) => a.text)
    .join(' ');
  // What it is for goes with the noun, before the name: « Short de yoga Hawkeye bleu », « Montre analogique Luma ».
  // Two kinds side by side are both true: "Analog & Digital Watch" is « Montre analogique et numérique ».
  const useWords = nameSays.filter((a) => a.use);
  const uses = [
    ...useWords.filter((a) => !a.adjective).map((a) => a.text),
    joinList(
      useWords.filter((a) => a.adjective).map((a) => a.text),
      'fr',
    ),
  ]
    .filter(Boolean)
    .join(' ');
  // Sizes in inches are written "32 pouces" in French.
  const name = full
    .split(' ')
    .slice(0, f.nameWords)
    .join(' ')
    .replace(/\b(\d+(?:[.,]\d+)?)[\s-]?inch(?:es)?\b/gi, '$1 pouces')
    // A name that is only a number designation is written the French way: "no. 1" → « n° 1 ».
    .replace(/^(?:no|nr)\.?\s*(\d+)$/i, 'n° $1');
  if (!noun) {
    if (!name) {
      return '';
    }
    // No noun to agree with: "Oliver de couleur grise" (couleur is feminine singular).
    const col = colourPhrase(plan, f, 'f', false);
    return [name, col ? `de couleur ${col}` : '', mods].filter(Boolean).join(' ');
  }
  // « Vêtement pour enfant » for a girl is « vêtement pour fille », never « vêtement pour enfant … pour fille ».
  const head = audience && said.endsWith(' pour enfant') ? said.replace(/pour enfant$/, audience) : said;
  // « Vêtement pour enfant » already says who it is for.
  const forWhom = audience && head.includes(audience) ? '' : audience;
  return [head, uses, name, colour, partColourPhrase(plan, f), fromName, mods, forWhom].filter(Boolean).join(' ');
}

/** Scene items with counts; the largest one carries the dominant colour ("Un chat marron", "Une personne en noir"). */
function scenePhrase(plan: AltPlan, f: RenderFlags, withText: boolean): string {
  const [only] = plan.scene;
  // « Photo en noir et blanc d'une horloge », « … de deux chats » : le support fait partie de ce que montre l'image.
  const blackAndWhite = plan.monochrome === true && only !== undefined && !f.drop.has('setting');
  const phrase = sceneItemsPhrase(plan, f, blackAndWhite ? frOf : undefined);
  const place = plan.place && !f.drop.has('setting') ? ` ${plan.place.fr}` : '';
  if (blackAndWhite) {
    return `Photo en noir et blanc ${phrase}${place}`;
  }
  // Quoted text after the scene already says enough: no framing is guessed (a bicycle by a sign is not far off).
  if (withText || phrase.length >= 10 || !only || plan.scene.length > 1 || only.count > 1 || place) {
    return `${phrase}${place}`;
  }
  // « Un chat » seul en dit trop peu : on dit comment il est cadré (petit dans le cadre n'est pas « au loin »).
  switch (shotOf(only)) {
    case 'close-up':
      return `Gros plan sur ${phrase}`;
    case 'wide':
      return `Plan large sur ${phrase}`;
    case 'full':
      return `Vue d'ensemble ${frOf(phrase)}`;
    default:
      return phrase;
  }
}

/**
 * `each` shapes every item: « de » is said again before each one (« d'une horloge et de deux chats »). What the first
 * item (the people) is doing follows it: « Une personne faisant du ski et un chien », not « … et un chien faisant du ski ».
 */
function sceneItemsPhrase(plan: AltPlan, f: RenderFlags, each: (item: string) => string = (item) => item): string {
  const items = plan.scene.slice(0, f.drop.has('scene') ? 1 : f.sceneItems);
  const colour = f.drop.has('colour') ? undefined : colourWord(plan.colours[0] ?? '');
  const doing = plan.activity ? ` ${plan.activity.fr}` : '';
  return joinList(
    items.map((s, i) => each(`${sceneItem(s, i, colour)}${i === 0 ? doing : ''}`)),
    'fr',
  );
}

/** One scene item; the first carries the scene's colour (« une personne en noir », « un chat noir »). */
function sceneItem(s: AltPlan['scene'][number], i: number, colour: ReturnType<typeof colourWord>): string {
  if (i > 0 || !colour || s.uncoloured) {
    return frCount(s.noun, s.count);
  }
  // "en noir" uses the masculine singular form whatever the noun; an adjective agrees with it.
  if (s.noun.kind === 'person' && METALLIC.has(colour.key)) {
    return frCount(s.noun, s.count);
  }
  return s.noun.kind === 'person'
    ? `${frCount(s.noun, s.count)} en ${colour.fr.ms}`
    : frCount(s.noun, s.count, frColour(colour, s.noun.fr.g, s.count > 1 || s.noun.plural.fr));
}

function settingPhrase(plan: AltPlan): string {
  const g: Gender = plan.noun?.fr.g ?? 'm';
  const pl = plan.plural.fr;
  switch (plan.imageType) {
    case 'packshot': {
      // Same rule as English: the backdrop is filler unless the alt would be too short without it.
      if (!plan.forceBackdrop && productPhrase(plan, FULL).length >= SHORT_PRODUCT_PHRASE) {
        return '';
      }
      // Never the backdrop's colour: « blanc » beside a product reads as the product's colour.
      return 'sur fond uni';
    }
    case 'model': {
      const kind = plan.noun?.kind;
      if (kind === 'wear' || kind === 'carry') {
        return `${frParticiple('porté', g, pl)} par ${wearerOf(plan)?.fr ?? 'un mannequin'}`;
      }
      return plan.noun ? `${frParticiple('tenu', g, pl)} par une personne` : '';
    }
    case 'lifestyle':
      return plan.companions.length > 0
        ? `avec ${joinList(
            plan.companions.map((c) => frCount(c.noun, c.count)),
            'fr',
          )}`
        : (plan.place?.fr ?? 'en situation');
    default:
      return '';
  }
}

/** Renders the plan as one French sentence (not yet capitalised or length-checked). */
export function renderFr(plan: AltPlan, f: RenderFlags): string {
  const bare = productPhrase(plan, f);
  // A French title kept as written already says its count (« Lot de 2 coussins en lin »).
  const saysCount = plan.count?.inTitle && keptAsWritten(plan, f);
  const product = bare && plan.count && !saysCount ? `${plan.count.fr} ${bare}` : bare;
  const text = plan.text && !f.drop.has('text') ? plan.text : '';
  if (!product) {
    const scene = scenePhrase(plan, f, text !== '');
    if (plan.imageType === 'text' && text) {
      return `Visuel avec le texte ${text}`;
    }
    if (scene) {
      return [scene, text ? `avec l'inscription ${text}` : ''].filter(Boolean).join(' ');
    }
    if (plan.imageType === 'model') {
      const c = colourPhrase(plan, f, 'f', false);
      return `Mannequin portant une tenue${c ? ` ${c}` : ''}`;
    }
    // "tons" is masculine plural: "dans les tons gris et marron".
    const tones = colourPhrase(plan, f, 'm', true);
    if (plan.imageType !== 'detail' && plan.imageType !== 'packshot' && !tones) {
      const what = plan.monochrome ? 'Photo en noir et blanc' : 'Scène';
      return text ? `${what} avec l'inscription ${text}` : `${what} sans sujet principal net`;
    }
    const what = plan.imageType === 'detail' ? 'Gros plan sur une texture' : plan.imageType === 'packshot' ? 'Produit' : 'Scène';
    const tail = plan.imageType === 'packshot' && !f.drop.has('setting') ? ` ${settingPhrase(plan)}` : '';
    return `${what}${tones ? ` dans les tons ${tones}` : ''}${tail}${text ? ` avec l'inscription ${text}` : ''}`;
  }
  const logo = plan.brandLogo && !f.drop.has('text') ? ' avec le logo de la marque' : '';
  const withText = text ? ` avec l'inscription ${text}` : logo;
  if (plan.imageType === 'detail') {
    const g: Gender = plan.noun?.fr.g ?? 'm';
    // As in English: the titled product is "the" one, an untitled one is "a" sweater ("Close-up of a sweater").
    const article = plan.title ? frDefinite(product, g, plan.plural.fr) : frIndefinite(g, plan.plural.fr);
    const art = plan.noun ? article : '';
    return `Gros plan sur ${art}${product}${withText}`;
  }
  if (plan.imageType === 'text') {
    return `${product}${withText}`;
  }
  const setting = f.drop.has('setting') ? '' : settingPhrase(plan);
  const view = plan.view && !f.drop.has('setting') ? (plan.view === 'side' ? ', vue de profil' : ', vue de dos') : '';
  return [product, setting].filter(Boolean).join(' ') + withText + view;
}
