import type { AltContext, VisualFacts } from '../types.ts';
import { coloursIn, parseTitle, type ParsedTitle } from './clean-title.ts';
import { categoryLexNoun, cocoNoun, colourWord, findNouns, headNoun, normaliseText, type Noun } from './lexicon/index.ts';
import { AUDIENCE_WORDS, MATERIALS } from './lexicon/words.ts';
import type { AltPlan } from './plan.ts';

/** A product colour is named only when it covers enough of the product region to be its colour. */
const COLOUR_MIN_SHARE = 0.2;
const SECOND_COLOUR_MIN_SHARE = 0.3;
/** OCR lines below this confidence are too often misread to be quoted. */
const TEXT_MIN_CONFIDENCE = 0.85;
/** Objects below this detector score are not named (matches the facts' trust threshold, kept here on purpose). */
const OBJECT_MIN_SCORE = 0.45;
const TINY_OBJECT_AREA = 0.015;

function family(key: string): string | undefined {
  return colourWord(key)?.family;
}

function visualColours(facts: VisualFacts): string[] {
  const out: string[] = [];
  for (const c of facts.colours) {
    const min = out.length === 0 ? COLOUR_MIN_SHARE : SECOND_COLOUR_MIN_SHARE;
    if (c.share < min || !colourWord(c.name) || out.some((k) => family(k) === family(c.name))) {
      continue;
    }
    out.push(c.name);
    if (out.length === 2) {
      break;
    }
  }
  return out;
}

/** The most prominent trusted non-person objects, grouped by label with counts. */
function sceneFrom(facts: VisualFacts): { noun: Noun; count: number; area: number }[] {
  const groups = new Map<string, { noun: Noun; count: number; area: number }>();
  for (const o of facts.objects) {
    const noun = o.score >= OBJECT_MIN_SCORE ? cocoNoun(o.label) : undefined;
    // Tiny boxes in a scene are mostly misreads of background clutter (a "vase" on a shelf behind a desk).
    if (!noun || (o.label !== 'person' && o.box[2] * o.box[3] < TINY_OBJECT_AREA)) {
      continue;
    }
    const g = groups.get(noun.id) ?? { noun, count: 0, area: 0 };
    g.count += 1;
    g.area += o.box[2] * o.box[3];
    groups.set(noun.id, g);
  }
  const people = groups.get('person');
  if (people) {
    people.count = Math.max(people.count, facts.people);
  }
  return [...groups.values()].sort((a, b) => b.area - a.area);
}

function looksLikeWord(w: string): boolean {
  const letters = w.replace(/[^\p{L}]/gu, '');
  if (letters.length === 0) {
    return /^[\d%€$.,:/+-]+$/.test(w);
  }
  return /[aeiouyàâäéèêëîïôöûùü]/i.test(letters) && !/[^aeiouyàâäéèêëîïôöûùü]{4,}/i.test(letters) && !/\p{Lu}{2}\p{Ll}/u.test(letters);
}

function legibleText(facts: VisualFacts, title: ParsedTitle | undefined): string | undefined {
  const lines = facts.text.filter((l) => l.confidence >= TEXT_MIN_CONFIDENCE && /\p{L}{2,}/u.test(l.text));
  const words = lines
    .map((l) => l.text.replace(/["“”«»`*_#[\]<>|\\]/g, ' ').trim())
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);
  // Misreads look like "WNRRAOR" or "EAnywher"; long runs are usually cut-off signage. Quote only short, clean text.
  if (words.length === 0 || words.length > 4 || !words.every(looksLikeWord)) {
    return undefined;
  }
  const text = words.join(' ');
  if (text.length < 3 || text.length > 40) {
    return undefined;
  }
  // A brand printed on the product that the title already names adds nothing.
  if (title && normaliseText(title.clean).includes(normaliseText(text))) {
    return undefined;
  }
  return text;
}

function pluralFor(noun: Noun, matched?: string): { en: boolean; fr: boolean } {
  const m = matched ? normaliseText(matched) : undefined;
  const saidPlural = m !== undefined && m === noun.en.pl.toLowerCase() && m !== noun.en.sg.toLowerCase();
  return { en: noun.plural.en || saidPlural, fr: noun.plural.fr || (saidPlural && noun.plural.en) };
}

/** Applies the merchant's keywords to the plan: each used once, dropped when it contradicts the picture. */
function weaveKeywords(plan: AltPlan, keywords: readonly string[], facts: VisualFacts, said: string): void {
  const seen = new Set(facts.colours.filter((c) => c.share >= COLOUR_MIN_SHARE).map((c) => family(c.name)));
  for (const raw of keywords) {
    const kw = raw.trim().replace(/["“”«»`*_#]/g, '').replace(/\s+/g, ' ');
    const k = normaliseText(kw);
    if (!k || normaliseText(said).split(/[^\p{L}\p{N}'-]+/u).join(' ').includes(k)) {
      continue; // already said by the title: using it again would be stuffing
    }
    const colour = coloursIn(k);
    if (colour.length > 0 && colour.join(' ').length > 0 && findNouns(k).length === 0) {
      const key = colour[0] as string;
      const contradicts = seen.size > 0 && !seen.has(family(key));
      if (!contradicts && !plan.coloursFromContext) {
        plan.colours = [key];
        plan.coloursFromContext = true;
      }
      continue;
    }
    const noun = headNoun(k);
    if (noun) {
      if (!plan.noun) {
        plan.noun = noun.match.noun;
        plan.plural = pluralFor(noun.match.noun, k.slice(noun.match.start, noun.match.end));
        plan.source = 'keyword';
      }
      continue; // another product noun than the one pictured would be a false claim
    }
    const audience = AUDIENCE_WORDS[k];
    if (audience) {
      plan.audience ??= audience;
      continue;
    }
    const material = MATERIALS[k];
    if (material) {
      plan.material ??= material;
      continue;
    }
    // Only a single unknown word reads as an adjective ("vintage", « vintage »); an unknown phrase such as
    // "free shipping" / « livraison gratuite » cannot be woven into the sentence and is dropped.
    if (!kw.includes(' ') && !/\d{3,}|https?:|www\./i.test(kw) && plan.modifiers.length < 2) {
      plan.modifiers.push(kw.toLowerCase() === kw ? kw : kw.toLowerCase());
    }
  }
}

export function buildPlan(facts: VisualFacts, context: AltContext): AltPlan {
  const plan: AltPlan = {
    imageType: facts.imageType,
    plural: { en: false, fr: false },
    source: 'none',
    colours: [],
    coloursFromContext: false,
    modifiers: [],
    scene: [],
  };
  const title = context.title?.trim() ? parseTitle(context.title) : undefined;
  if (title && title.clean) {
    plan.title = {
      clean: title.clean,
      name: title.name,
      hasNoun: Boolean(title.head),
      lang: title.lang,
      hasColour: title.colours.length > 0,
    };
    plan.audience = title.audience;
    if (title.head) {
      plan.noun = title.head.noun;
      plan.plural = pluralFor(title.head.noun, title.clean.slice(title.head.start, title.head.end));
      plan.source = 'title';
    }
    if (title.colours.length > 0) {
      plan.colours = title.colours.slice(0, 2);
      plan.coloursFromContext = true;
    }
  }
  if (!plan.noun && context.description) {
    const first = context.description.split(/[.!?\n]/)[0] ?? '';
    const head = headNoun(first);
    if (head) {
      plan.noun = head.match.noun;
      plan.plural = pluralFor(head.match.noun, first.slice(head.match.start, head.match.end));
      plan.source = 'description';
    }
  }
  const scene = sceneFrom(facts);
  // "Accessory" alone says almost nothing and is what the head backs off to on out-of-vocabulary objects.
  if (!plan.noun && facts.category && (facts.category.fine || facts.category.group !== 'accessories')) {
    // The category vocabulary is the one source of what the head's ids are called (fine noun, else group noun).
    const noun = categoryLexNoun(facts.category.fine ?? facts.category.group, facts.category.group);
    if (noun) {
      plan.noun = noun;
      plan.plural = pluralFor(noun);
      plan.source = 'category';
    }
  }
  if (!plan.noun) {
    // A single clear non-person object is the product; several objects or people make a scene.
    const things = scene.filter((s) => s.noun.kind !== 'person');
    const product = things[0];
    const isProductShot = facts.imageType === 'packshot' || facts.imageType === 'detail';
    if (product && (isProductShot || (plan.title && things.length === 1))) {
      plan.noun = product.noun;
      plan.plural = { en: product.count > 1, fr: product.count > 1 };
      plan.source = 'object';
    } else if (!plan.title && !(facts.imageType === 'model' && things.length === 0)) {
      // A model shot with nothing but the person is about the clothes: it renders as "Model wearing … clothing".
      plan.scene = scene.slice(0, 3).map(({ noun, count }) => ({ noun, count }));
      if (plan.scene.length > 0) {
        plan.source = 'object';
      }
    }
  }
  if (plan.colours.length === 0) {
    plan.colours = visualColours(facts);
  }
  if (facts.imageType === 'packshot' && facts.background.colour && colourWord(facts.background.colour.name)) {
    plan.background = facts.background.colour.name;
  }
  plan.text = legibleText(facts, title);
  weaveKeywords(plan, context.keywords ?? [], facts, title?.clean ?? '');
  return plan;
}
