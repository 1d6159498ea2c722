/**
 * The general classifier's word on a scene the detector described (issue 22): the detector misses what COCO has no
 * label for or sees too small (an airliner far off, the coffee in a cup), the classifier reads the whole frame.
 * When it is sure of a fine noun the scene lacks, that noun leads; when it is sure of what a detected cup or bowl
 * holds, the container says it ("A cup of coffee").
 */
import type { VisualFacts } from '../types.ts';
import { nounDepth } from '../facts/imagenet/noun-scores.ts';
import { frElides } from './grammar.ts';
import { cocoNoun, colourWord, nounById, type Noun } from './lexicon/index.ts';
import { PLACES } from './lexicon/places.ts';
import type { AltPlan } from './plan.ts';
import { isFashionNoun, pickNoun } from './seen-noun.ts';
import { NOUN_GATE } from './noun-gate.model.ts';
import { kindOf } from './noun-kind.ts';
import { iou } from '../facts/detect/nms.ts';
import { oidNoun } from './oid-subject.ts';
import { OID_GATE } from './oid-gate.model.ts';

type SceneItem = AltPlan['scene'][number];

/** Under this share of the frame, an object's box is mostly background: its measured colour is not said. */
const COLOURED_BOX = 0.1;

/** What a cup, bowl or glass can hold, said after "of" / « de » (mass nouns: no article, no plural). */
// prettier-ignore
const CONTENTS: Readonly<Record<string, { en: string; fr: string }>> = {
  coffee: { en: 'coffee', fr: 'café' },
  wine: { en: 'wine', fr: 'vin' },
  soup: { en: 'soup', fr: 'soupe' },
  pasta: { en: 'pasta', fr: 'pâtes' },
  ice_cream: { en: 'ice cream', fr: 'glace' },
  vegetable: { en: 'vegetables', fr: 'légumes' },
  fruit: { en: 'fruit', fr: 'fruits' },
  // Detected foods a bowl holds (COCO ids; the detection itself is the evidence, so no frame reading is needed).
  broccoli: { en: 'broccoli', fr: 'brocolis' },
  carrot: { en: 'carrots', fr: 'carottes' },
};

/** COCO containers that can hold those, by their lexicon noun id. */
const CONTAINERS: ReadonlySet<string> = new Set(['cup', 'bowl', 'wine glass', 'coco:cup', 'coco:bowl', 'coco:wine glass']);

/** One noun under two ids: the same id or English word, or a lexicon noun and COCO's of that name. */
export function sameThing(a: Noun, b: Noun): boolean {
  return a.id === b.id || a.en.sg === b.en.sg || `coco:${a.id}` === b.id || a.id === `coco:${b.id}`;
}

/**
 * The classifier's animal or vehicle where the detector found a large one of that kind is that one misread (a
 * giraffe's coat as a big cat, a bus as a fire engine): the whole-frame reading is dominated by what fills the frame.
 * A small detection leaves room for what the detector missed (trucks on an apron under an airliner).
 */
const MISREAD_KINDS = new Set(['animal', 'vehicle']);
const MISREAD_AREA = 0.1;

function misread(facts: VisualFacts, seen: Noun): boolean {
  const kind = kindOf(seen);
  return (
    kind !== undefined &&
    MISREAD_KINDS.has(kind) &&
    facts.objects.some((o) => {
      const noun = cocoNoun(o.label);
      return noun !== undefined && kindOf(noun) === kind && o.box[2] * o.box[3] >= MISREAD_AREA;
    })
  );
}

function sureFrameNoun(facts: VisualFacts, keep: (id: string) => boolean): { id: string; noun: Noun } | undefined {
  const pick = pickNoun(facts.imagenet?.frame ?? [], NOUN_GATE.gate, (s) => keep(s.id));
  const noun = pick ? nounById(pick.id) : undefined;
  return pick && noun ? { id: pick.id, noun } : undefined;
}

/** Boxes this alike are one object seen twice. */
const SAME_OBJECT = 0.7;

/**
 * A detected item whose every box is where the Open Images detector, over its line, found the classifier's sure
 * noun: one object the COCO detector misnamed (a camera hung by its strap read as a motorcycle, 0.61, where the
 * classifier says camera at 0.97 and Open Images a camera at 0.83), not a second thing.
 */
function misnamed(item: SceneItem, seen: Noun, facts: VisualFacts): boolean {
  const boxes = facts.objects.filter((o) => {
    const noun = cocoNoun(o.label);
    return noun !== undefined && sameThing(noun, item.noun);
  });
  const seenBoxes = (facts.oid ?? []).filter((d) => {
    const noun = d.score >= OID_GATE.line ? oidNoun(d.label) : undefined;
    return noun !== undefined && sameThing(noun, seen);
  });
  return boxes.length > 0 && boxes.every((o) => seenBoxes.some((d) => iou(o.box, d.box) >= SAME_OBJECT));
}

/** "cup" + coffee → "cup of coffee" / « tasse de café », agreeing like the container. */
function holding(container: Noun, content: { en: string; fr: string }): Noun {
  const de = frElides(content.fr) ? "d'" : 'de ';
  return {
    ...container,
    id: `${container.id}+${content.en}`,
    en: { sg: `${container.en.sg} of ${content.en}`, pl: `${container.en.pl} of ${content.en}` },
    fr: { ...container.fr, sg: `${container.fr.sg} ${de}${content.fr}`, pl: `${container.fr.pl} ${de}${content.fr}` },
    match: [],
  };
}

/** The scene with the classifier's sure reading folded in; the detector's own items are kept in their order. */
export function withClassifierReading(scene: readonly SceneItem[], facts: VisualFacts, atMost: number, busy: boolean): SceneItem[] {
  const [lead, ...rest] = scene;
  if (lead && CONTAINERS.has(lead.noun.id)) {
    // A food detected beside the bowl is in it ("A bowl of broccoli", not "A bowl and a broccoli").
    const inside = rest.find((s) => CONTENTS[s.noun.id] !== undefined);
    const content = inside?.noun ?? sureFrameNoun(facts, (id) => CONTENTS[id] !== undefined);
    const what = content ? CONTENTS[content.id] : undefined;
    if (what) {
      // The frame's colour may be the drink's as well as the cup's: "an orange cup of coffee" is not said.
      const others = rest.filter((s) => s !== inside);
      return [{ ...lead, noun: holding(lead.noun, what), uncoloured: true as const }, ...others].slice(0, atMost);
    }
  }
  // Only a fine noun (an airliner, not "a vehicle") that is a thing, not a place, and not already in the scene; people
  // doing something (`busy`) are what the photo is about, and the classifier's whole-frame view of them is a
  // misreading of their gear (a skateboard as a sledge).
  if (busy) {
    return scene.slice(0, atMost);
  }
  const seen = sureFrameNoun(facts, (id) => nounDepth(id) >= 1 && !isFashionNoun(id) && PLACES[id] === undefined);
  if (!seen || scene.some((s) => sameThing(s.noun, seen.noun)) || misread(facts, seen.noun)) {
    return scene.slice(0, atMost);
  }
  const others = scene.filter((s) => !misnamed(s, seen.noun, facts));
  return [{ noun: seen.noun, count: 1, uncoloured: true as const }, ...others].slice(0, atMost);
}

/**
 * The facts measure a scene's colour on one box: the largest person, else the detector's first other object
 * (facts/assemble.ts). Only the item that box belongs to may carry it ("A person in black" measured on a horse is
 * the horse's black).
 */
export function colourOnMeasuredItem(scene: readonly SceneItem[], facts: VisualFacts): SceneItem[] {
  if (facts.colourRegion !== 'subject') {
    return [...scene];
  }
  const person = facts.objects.some((o) => o.label === 'person');
  const measured = person ? undefined : facts.objects.find((o) => o.label !== 'person');
  // A small object's box is mostly what lies around it (black birds on grass measure green); people's clothes are
  // measured apart from skin and background, so their colour stands.
  const owner = person
    ? cocoNoun('person')
    : measured && measured.box[2] * measured.box[3] >= COLOURED_BOX
      ? cocoNoun(measured.label)
      : undefined;
  return scene.map((s, i) =>
    (i === 0 && !(owner && sameThing(s.noun, owner))) || patternedSpecies(s.noun) ? { ...s, uncoloured: true as const } : s,
  );
}

/**
 * Shades a scene's light moves between families: a white fridge in a dim kitchen reads brown, a white sink grey, a
 * polar bear grey, white cows in a dark shed black. Hues (a red bus, an orange apron) survive the light.
 */
const LIGHT_SHIFTED = new Set(['black', 'white', 'grey', 'beige', 'brown']);

/**
 * Whether the measured colour may be said of the scene's lead. It was measured on one box: "Three people in red" is
 * one person's red said of three. A thing's neutral shade is the light's as much as its own; people's clothes are
 * measured apart from skin and background.
 */
export function colourSaidOfLead(scene: readonly SceneItem[], colours: readonly string[]): SceneItem[] {
  const [lead, ...rest] = scene;
  const family = colourWord(colours[0] ?? '')?.family;
  if (!lead || lead.uncoloured || family === undefined) {
    return [...scene];
  }
  const shifted = lead.noun.kind !== 'person' && LIGHT_SHIFTED.has(family);
  return lead.count > 1 || shifted ? [{ ...lead, uncoloured: true as const }, ...rest] : [...scene];
}

/** Animals whose coat is their species' own pattern: its mean colour is no colour of theirs ("two khaki zebras"). */
const PATTERNED_SPECIES = ['zebra', 'giraffe'];

function patternedSpecies(noun: Noun): boolean {
  return PATTERNED_SPECIES.some((label) => {
    const species = cocoNoun(label);
    return species !== undefined && sameThing(noun, species);
  });
}
