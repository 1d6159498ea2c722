import type { AltContext, DetectedObject, VisualFacts } from '../types.ts';
import { parseTitle } from './clean-title.ts';
import { coloursIn } from './title-colours.ts';
import { cocoNoun, colourWord, findNouns, headNoun, nounById, normaliseText, type Noun } from './lexicon/index.ts';
import { AUDIENCE_WORDS } from './lexicon/words.ts';
import { productColours } from './choose-colours.ts';
import { packSize, packSizeSpans, statedAttributes, type PackSize } from './read-attributes.ts';
import { FOOTWEAR, seenPatternDetail, seenSleeves, seenView } from './seen-details.ts';
import { htmlToText } from '../html-to-text.ts';
import { descriptionNoun } from './read-description.ts';
import { guessSubject } from './guess-subject.ts';
import { strappedClock } from './strapped-clock.ts';
import { titlePlanOf } from './title-plan.ts';
import { pixelSubject } from './pixel-subject.ts';
import { inRoomFrench, productSurface, sceneActivity, scenePlace, sceneRoom } from './read-scene.ts';
import { colourOnMeasuredItem, colourSaidOfLead, withClassifierReading } from './scene-lead.ts';
import { legibleText, printsTitleBrand } from './read-text.ts';
import { seenWhole, type AltPlan } from './plan.ts';
import { companionsOf, type SceneItem } from './companions.ts';
import { confirmedObjects } from './confirmed-objects.ts';
import { withOpenImagesItems } from './oid-scene.ts';

/** Objects below this detector score are not named (matches the facts' trust threshold, kept here on purpose). */
const OBJECT_MIN_SCORE = 0.45;
const TINY_OBJECT_AREA = 0.015;
/** A backdrop this even (the border's share of one colour: a sky, a calm sea) hides no clutter to misread. */
const EVEN_BACKDROP = 0.7;
/** A scene names at most this many kinds of thing: more reads as an inventory. */
const MAX_SCENE_ITEMS = 3;

function family(key: string): string | undefined {
  return colourWord(key)?.family;
}

/** The most prominent trusted (or classifier-confirmed) objects, grouped by label with counts. */
function sceneFrom(facts: VisualFacts): SceneItem[] {
  const groups = new Map<string, SceneItem>();
  const confirmed = new Set(confirmedObjects(facts));
  const named = [...facts.objects, ...confirmed].filter((o) => o.score >= OBJECT_MIN_SCORE || confirmed.has(o));
  const tiny = (o: DetectedObject): boolean => o.box[2] * o.box[3] < TINY_OBJECT_AREA;
  // Tiny boxes in a scene are mostly misreads of background clutter (a "vase" on a shelf behind a desk), unless a
  // larger box of the same label is named: then it is one more of them, further off (a third horse, a fourth car).
  const herded = new Set(named.filter((o) => !tiny(o)).map((o) => o.label));
  // Alone against an even backdrop, a small object is the subject, not clutter: an aeroplane high in an empty sky.
  const alone = named.every((o) => o.label !== 'person' && tiny(o)) && facts.background.uniformity >= EVEN_BACKDROP;
  for (const o of named) {
    const noun = cocoNoun(o.label);
    if (!noun || (o.label !== 'person' && tiny(o) && !herded.has(o.label) && !alone)) {
      continue;
    }
    const g: SceneItem = groups.get(noun.id) ?? { noun, count: 0, area: 0 };
    g.count += 1;
    g.area += o.box[2] * o.box[3];
    g.whole = g.count === 1 && seenWhole(o.box) ? true : undefined;
    g.span = Math.max(o.box[2], o.box[3]);
    groups.set(noun.id, g);
  }
  const people = groups.get('person');
  if (people) {
    people.count = Math.max(people.count, facts.people);
  }
  deskScreens(groups);
  sunShades(groups);
  return [...groups.values()].sort((a, b) => b.area - a.area);
}

/** What marks a computer desk: COCO's "tv" class is any screen ("tv/monitor"), and beside these it is a monitor. */
const DESK_KIT = ['keyboard', 'mouse', 'laptop'];

function deskScreens(groups: Map<string, SceneItem>): void {
  const screens = groups.get(cocoNoun('tv')?.id ?? '');
  const monitor = nounById('monitor');
  if (screens && monitor && DESK_KIT.some((label) => groups.has(cocoNoun(label)?.id ?? ''))) {
    screens.noun = monitor;
  }
}

/** Where COCO's "umbrella" (rain or sun) stands among seats and tables with nobody to hold it, it is a parasol. */
const TERRACE = ['chair', 'bench', 'dining table', 'couch'];

function sunShades(groups: Map<string, SceneItem>): void {
  const umbrellas = groups.get(cocoNoun('umbrella')?.id ?? '');
  const parasol = nounById('parasol');
  const seats = TERRACE.some((label) => groups.has(cocoNoun(label)?.id ?? ''));
  if (umbrellas && parasol && seats && !groups.has('person')) {
    umbrellas.noun = parasol;
  }
}

/** Products sold in pairs: two separate pieces on a packshot are "a pair of" them. */
const PAIRED: ReadonlySet<string> = new Set([...FOOTWEAR, 'socks', 'gloves', 'earrings']);

function pairInPicture(facts: VisualFacts, plan: AltPlan): PackSize | undefined {
  return facts.imageType === 'packshot' && facts.pieces === 2 && plan.noun && PAIRED.has(plan.noun.id)
    ? { en: 'pair of', fr: 'paire de' }
    : undefined;
}

/** How far after a description's "pair of" the words it counts are read ("a pair of wool socks"). */
const COUNTED_WORDS_WITHIN = 24;

/**
 * A description's count of the product itself: "sold as a set of 3", or "a pair of wool socks" where the words it
 * counts hold the product's noun; not something the product is likened to ("it looks like a pair of tasty
 * frankfurters", said of a skipping rope).
 */
function productPackSize(description: string, noun: Noun | undefined): PackSize | undefined {
  const span = packSizeSpans(description).find((m) => {
    const counted = description.slice(m.end, m.end + COUNTED_WORDS_WITHIN).split(/[.,;:!?()]/)[0] ?? '';
    if (!/\p{L}/u.test(counted)) {
      return true;
    }
    // "a set of 4 chairs" counts dining chairs: one noun's word ends the other's.
    const said = findNouns(counted)[0]?.noun.en.sg.toLowerCase();
    const product = noun?.en.sg.toLowerCase();
    return said !== undefined && product !== undefined && (said.endsWith(product) || product.endsWith(said));
  });
  return span ? packSize(description.slice(span.start, span.end)) : undefined;
}

/** A word of a product noun is not an attribute of it ("fleece" in "Ice Fleece jacket"). */
function nounSpans(text: string): { start: number; end: number }[] {
  return findNouns(text).map((m) => ({ start: m.start, end: m.end }));
}

function pluralFor(noun: Noun, matched?: string, frenchTitle = false): { en: boolean; fr: boolean } {
  const m = matched ? normaliseText(matched) : undefined;
  const saidPlural = m !== undefined && m === noun.en.pl.toLowerCase() && m !== noun.en.sg.toLowerCase();
  // A French title's plural is its own (« Casseroles en inox »); an English one is often the category's ("Men Black Shirts").
  const saidFrPlural = frenchTitle && m !== undefined && m === normaliseText(noun.fr.pl) && m !== normaliseText(noun.fr.sg);
  return { en: noun.plural.en || saidPlural || saidFrPlural, fr: noun.plural.fr || (saidPlural && noun.plural.en) || saidFrPlural };
}

/** The text of a title's brackets, which title cleaning removes: "Tee (Crew-neck)" → "Crew-neck". */
function bracketedText(title: string): string {
  return [...title.matchAll(/\(([^)]*)\)|\[([^\]]*)\]/g)].map((m) => m[1] ?? m[2] ?? '').join(' . ');
}

/** Stated attributes an alt carries at most: more turns a description into a list. */
const MAX_ATTRIBUTES = 2;

/** At most this many keywords are woven into one alt: more reads as stuffing. */
const MAX_WOVEN_KEYWORDS = 2;

/**
 * Applies the merchant's keywords to the plan: each used once, at most two, only where the language's grammar has a
 * place for it (colour, product noun, audience, material); dropped when it contradicts the picture or has no place.
 */
function weaveKeywords(plan: AltPlan, keywords: readonly string[], facts: VisualFacts, said: string): void {
  const seen = new Set(productColours(facts, plan.noun).map((k) => family(k)));
  let woven = 0;
  for (const raw of keywords) {
    if (woven >= MAX_WOVEN_KEYWORDS) {
      break;
    }
    const kw = raw
      .trim()
      .replace(/["“”«»`*_#]/g, '')
      .replace(/\s+/g, ' ');
    const k = normaliseText(kw);
    if (
      !k ||
      normaliseText(said)
        .split(/[^\p{L}\p{N}'-]+/u)
        .join(' ')
        .includes(k)
    ) {
      continue; // already said by the title: using it again would be stuffing
    }
    const colour = coloursIn(k);
    if (colour.length > 0 && findNouns(k).length === 0) {
      const key = colour[0] as string;
      const contradicts = seen.size > 0 && !seen.has(family(key));
      if (!contradicts && !plan.coloursFromContext) {
        plan.colours = [key];
        plan.coloursFromContext = true;
        woven++;
      }
      continue;
    }
    const noun = headNoun(k);
    if (noun) {
      if (!plan.noun) {
        plan.noun = noun.match.noun;
        plan.plural = pluralFor(noun.match.noun, k.slice(noun.match.start, noun.match.end));
        plan.source = 'keyword';
        woven++;
      }
      continue; // another product noun than the one pictured would be a false claim
    }
    const stated = statedAttributes(kw).filter((a) => a.attribute.category !== 'use');
    const attribute = stated.length === 1 ? stated[0] : undefined;
    if (attribute && !attribute.part && k.split(' ').length <= 3) {
      if (!plan.attributes.some((x) => x.attribute.category === attribute.attribute.category)) {
        plan.attributes.push(attribute);
        woven++;
      }
      continue;
    }
    const audience = AUDIENCE_WORDS[k];
    if (audience && !plan.audience) {
      plan.audience = audience;
      woven++;
      continue;
    }
    // Anything else ("sport", "eco", « voyage », "free shipping") has no grammatical place in a description of
    // the picture: glued before the noun it reads as stuffing ("Sport brown Overnight Duffle"), so it is dropped.
  }
}

export function buildPlan(facts: VisualFacts, context: AltContext): AltPlan {
  const plan: AltPlan = {
    imageType: facts.imageType,
    plural: { en: false, fr: false },
    source: 'none',
    colours: [],
    coloursFromContext: false,
    scene: [],
    companions: [],
    attributes: [],
  };
  const title = context.title?.trim() ? parseTitle(context.title) : undefined;
  if (title && title.clean) {
    const { plan: titlePlan, compound } = titlePlanOf(title);
    plan.title = titlePlan;
    plan.audience = title.audience;
    if (title.head) {
      plan.noun = compound?.noun ?? title.head.noun;
      plan.plural = pluralFor(plan.noun, title.clean.slice(title.head.start, title.head.end), title.lang === 'fr');
      plan.source = 'title';
    }
    if (title.colours.length > 0) {
      plan.colours = title.colours.slice(0, 2);
      plan.coloursFromContext = true;
    }
  }
  const description = context.description?.trim() ? htmlToText(context.description) : '';
  if (!plan.noun && description) {
    const match = descriptionNoun(description, title?.name || title?.clean);
    if (match) {
      plan.noun = match.noun;
      plan.plural = pluralFor(match.noun, description.slice(match.start, match.end));
      plan.source = 'description';
    }
  }
  // The description's facts the title does not already state (at most two, the first ones it gives).
  const titleStates = statedAttributes(title?.clean ?? '', [], 'title');
  const inTitle = new Set(titleStates.map((a) => a.attribute.id));
  // Title cleaning drops bracketed text ("Ryker Tee (Crew-neck)", "Socks [Pack of 3]"); a fact said there is still
  // the merchant's, so it is read like the description's, first.
  const bracketed = bracketedText(context.title ?? '');
  // What a product is for is only a title's fact (lexicon/attributes/uses.ts).
  const stated = [...statedAttributes(bracketed), ...statedAttributes(description, nounSpans(description))].filter(
    (a) => a.attribute.category !== 'use',
  );
  plan.attributes = stated
    .filter((a, i) => !inTitle.has(a.attribute.id) && stated.findIndex((b) => b.attribute.id === a.attribute.id) === i)
    .slice(0, MAX_ATTRIBUTES);
  const titleCount = title ? packSize(title.clean) : undefined;
  const count =
    (titleCount ? { ...titleCount, inTitle: true } : (packSize(bracketed) ?? productPackSize(description, plan.noun))) ??
    pairInPicture(facts, plan);
  if (count && plan.noun) {
    plan.count = count;
    plan.plural = { en: true, fr: true };
  }
  // An image that is mostly legible text is about what it says: the models' guess at an object in it (a scanned
  // page read as a wallet) is not said. No training photo is typed text.
  const text = legibleText(facts, title);
  const textImage = facts.imageType === 'text' && !plan.noun && text !== undefined;
  const scene = textImage ? [] : sceneFrom(facts);
  // Only when the merchant names no product: their noun is never overwritten by the pixels (cross-check.ts flags a
  // contradiction instead).
  const pixels = plan.noun || textImage ? undefined : pixelSubject(facts);
  // A scene the detector can describe is a scene ("Two people skateboarding"): the classifier's one noun for the
  // whole frame names only what the detector cannot (a pizza, a lamp), or what the fashion head knows.
  const detectedScene = facts.imageType === 'lifestyle' && !plan.title && scene.length > 0;
  // A whole-frame reading of a photo nobody titled is a scene's subject ("A dog on a beach"), not a product in a
  // "real-life setting"; how much of the frame it fills is not measured.
  const sceneSubject = pixels?.source === 'seen' && facts.imageType === 'lifestyle' && !plan.title && !detectedScene;
  if (pixels && sceneSubject) {
    plan.scene = [{ noun: pixels.noun, count: 1 }];
    plan.source = 'seen';
    plan.subjectP = pixels.p;
    plan.place = scenePlace(facts) ?? sceneRoom(facts);
  } else if (pixels && ((pixels.source === 'category' && !(detectedScene && sceneActivity(facts))) || !detectedScene)) {
    // The fashion head names what a lifestyle photo's person wears, unless they are doing something the detector
    // sees: a man throwing a frisbee is "A person playing frisbee", not "Top in a real-life setting".
    plan.noun = pixels.noun;
    plan.plural = pluralFor(pixels.noun);
    plan.source = pixels.source;
    plan.subjectP = pixels.p;
  }
  if (!plan.noun && plan.scene.length === 0) {
    // A single clear non-person object is the product; several objects or people make a scene.
    const things = scene.filter((s) => s.noun.kind !== 'person');
    const product = things[0];
    const isProductShot = facts.imageType === 'packshot' || facts.imageType === 'detail';
    if (product && (isProductShot || (plan.title && things.length === 1))) {
      plan.noun = strappedClock(facts, product.noun) ?? product.noun;
      plan.plural = { en: product.count > 1, fr: product.count > 1 };
      plan.source = 'object';
    } else if (!plan.title && !(facts.imageType === 'model' && things.length === 0)) {
      // A model shot with nothing but the person is about the clothes: it renders as "Model wearing … clothing".
      const activity = sceneActivity(facts);
      const implied = activity ? cocoNoun(activity.label)?.id : undefined;
      const described = scene.filter((s) => s.noun.id !== implied);
      plan.activity = activity && described[0]?.noun.kind === 'person' ? activity : undefined;
      const [doing] = described;
      if (activity && plan.activity && doing) {
        // "A person skateboarding", not "Three people skateboarding" for one skater and two onlookers.
        described[0] = { ...doing, count: activity.doers };
      }
      const busy = plan.activity !== undefined;
      const read = withOpenImagesItems(withClassifierReading(described, facts, MAX_SCENE_ITEMS, busy), facts, busy);
      plan.scene = colourOnMeasuredItem(read.slice(0, MAX_SCENE_ITEMS), facts);
      if (plan.scene.length > 0) {
        plan.source = 'object';
        plan.place = scenePlace(facts) ?? sceneRoom(facts);
        plan.scene = inRoomFrench(plan.scene, plan.place);
      }
    }
  }
  if (!plan.noun && plan.scene.length === 0 && !textImage) {
    guessSubject(plan, facts);
  }
  if (plan.noun && facts.imageType === 'lifestyle') {
    const frame = facts.imagenet?.frame ?? [];
    plan.companions = companionsOf(scene, plan.noun, (kind) => frame.find((s) => s.id === kind)?.p ?? 0);
    plan.place = productSurface(facts, plan.noun.id);
  }
  // A title that only gives a part's colour ("White Dial Watch") does not say the product's: the pixels' colour of
  // the whole product would be read beside it as the part's.
  // A black-and-white scene: its greys are not its subjects' colours ("A white clock" was a grey photo of one).
  const isScene = plan.scene.length > 0 || facts.imageType === 'lifestyle';
  plan.monochrome = facts.monochrome === true && isScene && !plan.noun && !plan.title ? true : undefined;
  if (plan.colours.length === 0 && !plan.title?.partColours.length && !plan.monochrome) {
    plan.colours = productColours(facts, plan.noun);
  }
  plan.scene = colourSaidOfLead(plan.scene, plan.colours);
  plan.text = text;
  plan.brandLogo = !plan.text && title !== undefined && printsTitleBrand(facts, title);
  weaveKeywords(plan, context.keywords ?? [], facts, title?.clean ?? '');
  // The pixels' sleeves never contradict or repeat the merchant's ("Full Sleeves Hoody").
  const sleeves = titleStates.some((a) => a.attribute.category === 'sleeve') ? undefined : seenSleeves(facts, plan);
  if (sleeves && plan.attributes.length < MAX_ATTRIBUTES) {
    plan.attributes.push(sleeves);
  }
  const statesPattern = titleStates.some((a) => a.attribute.category === 'pattern');
  const pattern = statesPattern ? undefined : seenPatternDetail(facts, plan);
  if (pattern && plan.attributes.length < MAX_ATTRIBUTES) {
    plan.attributes.push(pattern);
  }
  plan.view = seenView(facts, plan);
  return plan;
}
