import type { ImageType } from '@alt-optimizer/contract';
import type { PartColour } from './clean-title.ts';
import type { Noun } from './lexicon/index.ts';
import type { PackSize, StatedAttribute } from './read-attributes.ts';
import { WEARER, type Audience } from './lexicon/words.ts';

/** Where the product noun came from; drives confidence and which facts may be trusted. */
export type SubjectSource = 'title' | 'description' | 'keyword' | 'category' | 'seen' | 'object' | 'guess' | 'none';

/** The merchant's cleaned title, and what a translation keeps of it. */
export interface TitlePlan {
  clean: string;
  /** The title minus its product noun, colour and audience words: the brand/model name. */
  name: string;
  /**
   * An English title's name without its attribute words, and those attributes: a French alt says « en bois » and
   * « coupe ajustée » instead of keeping "Wooden" and "Slim Fit" inside the name.
   */
  frName: string;
  /** A French title's name without its French words (« Baskets Nike Air Max blanches » → "Nike Air Max"); an
   *  English title's name as it stands. */
  enName: string;
  nameAttributes: StatedAttribute[];
  hasNoun: boolean;
  lang: 'en' | 'fr' | 'any';
  /** The title gives a colour, the product's or a part's ("White Dial Watch"): the pixels' colour is not added. */
  hasColour: boolean;
  partColours: PartColour[];
}

/**
 * Language-free plan of one alt text: what to say, in priority order. The EN and FR renderers turn it into
 * words; the fitter drops optional parts (lowest priority first) until the sentence fits the length limit.
 */
export interface AltPlan {
  imageType: ImageType;
  /** Product noun (lexicon entry) and whether to name it in the plural. */
  noun?: Noun | undefined;
  plural: { en: boolean; fr: boolean };
  source: SubjectSource;
  /** How sure the pixels are of a subject they named (category head or classifier probability). */
  subjectP?: number | undefined;
  /** Cleaned merchant title, if any, and the language its nouns are in. */
  title?: TitlePlan | undefined;
  /** Palette keys to name (0–2). */
  colours: string[];
  /** True when the colours come from the merchant (title/keyword), not from pixels. */
  coloursFromContext: boolean;
  audience?: Audience | undefined;
  /** Stated attributes the title lacks (description, keywords): at most two, rendered per language. */
  attributes: StatedAttribute[];
  /** Say the backdrop even on a long alt: without it the alt would only repeat the title. */
  forceBackdrop?: boolean | undefined;
  /** Scene description when there is no product: nouns with counts, most important first. */
  scene: {
    noun: Noun;
    count: number;
    /**
     * Share of the frame its boxes cover; undefined when the whole-frame classifier named it (a sure reading says
     * what the photo shows, not how much of it: a tent in a forest, a cat filling the frame).
     */
    area?: number | undefined;
    /** Its one box lies within the frame, meeting at most one edge: the subject is seen whole (shotOf). */
    whole?: true | undefined;
    /** Its one box's longer side as a share of the frame's: a subject reaching across the frame is no wide shot. */
    span?: number | undefined;
    /** Named by the whole-frame classifier: the frame's colour is not its own. */ uncoloured?: true;
  }[];
  /** "Pair of" / "Set of 3" from the title, the description or the picture; the noun is then plural. */
  count?: PackSize | undefined;
  /** What the people of a scene are doing ("skateboarding"), read from the object on them. */
  activity?: { en: string; fr: string } | undefined;
  /** A scene shot in black and white: said first, and no colour is read from its greys. */
  monochrome?: boolean | undefined;
  /** Where a scene was taken, or what a lifestyle product lies on, when the classifier is sure ("on a beach"). */
  place?: { en: string; fr: string } | undefined;
  /** Lifestyle shots: other trusted objects in the picture, said after the product ("with a keyboard"). */
  companions: { noun: Noun; count: number }[];
  /** Short legible text from OCR worth quoting. */
  text?: string | undefined;
  /** The title's brand is printed on the product (OCR): "with the brand logo", a visible fact the title lacks. */
  brandLogo?: boolean | undefined;
  /** How the product is photographed when that is news: a single shoe in profile, a garment from the back. */
  view?: 'side' | 'back' | undefined;
}

/** A lone subject this big is photographed up close. */
export const CLOSE_UP_AREA = 0.3;
/** A subject seen whole is still a close-up when it fills this much of the frame. */
const FILLS_FRAME = 0.6;
/** A box reaching this far across the frame, even a narrow one (a clock, a lamp post), is not small in the picture. */
const SPANS_FRAME = 0.6;
/** A box side this close to the frame's edge meets it. */
const EDGE = 0.02;

/** The box lies within the frame, meeting at most one of its edges (a giraffe standing in the grass). */
export function seenWhole(box: readonly [number, number, number, number]): boolean {
  const [x, y, w, h] = box;
  return [x < EDGE, y < EDGE, x + w > 1 - EDGE, y + h > 1 - EDGE].filter(Boolean).length <= 1;
}

/**
 * How a lone scene subject is framed: small in the frame, across as well as up and down, is a wide shot; large and cut by the frame a close-up; large
 * but seen whole (a panda walking across its enclosure, a man standing in his living room) a full view.
 */
export function shotOf(item: {
  area?: number | undefined;
  whole?: true | undefined;
  span?: number | undefined;
}): 'close-up' | 'wide' | 'full' | undefined {
  if (item.area === undefined) {
    return undefined;
  }
  if (item.area < CLOSE_UP_AREA && (item.span ?? 0) < SPANS_FRAME) {
    return 'wide';
  }
  return item.whole && item.area < FILLS_FRAME ? 'full' : 'close-up';
}

/** The wearer of a model shot ("a woman") when the audience says it; undefined keeps "a model". */
export function wearerOf(plan: AltPlan): { en: string; fr: string } | undefined {
  const worn = plan.noun?.kind === 'wear' || plan.noun?.kind === 'carry';
  return plan.imageType === 'model' && worn && plan.audience ? WEARER[plan.audience] : undefined;
}

/** Optional parts the fitter may drop, in the order it drops them. */
export type Droppable = 'text' | 'audience' | 'secondColour' | 'scene' | 'setting' | 'colour' | 'name';

export interface RenderFlags {
  drop: Set<Droppable>;
  /** How many attributes to keep (the fitter removes them one at a time). */
  attributes: number;
  /** How many scene items to keep. */
  sceneItems: number;
  /** How many words of the title's brand/model name to keep; Infinity = the whole cleaned title as written. */
  nameWords: number;
}
