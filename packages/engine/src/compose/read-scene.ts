/**
 * What a general photo shows beyond its objects (issue 22): where it was taken (the classifier's landscape nouns,
 * the room or street its objects imply, or the surface a lifestyle product lies on) and what its people are doing
 * (the detector's objects on, under or beside them). Only what the models are sure of; otherwise nothing.
 */
import { isUnder } from '../facts/imagenet/noun-scores.ts';
import type { DetectedObject, VisualFacts } from '../types.ts';
import { ACTIVITIES, type Activity } from './lexicon/activities.ts';
import { PLACES, SURFACES, type PlacePhrase } from './lexicon/places.ts';
import { ROOM_CUES, ROOM_FIXTURES, ROOM_FRENCH } from './lexicon/rooms.ts';
import { NOUN_GATE } from './noun-gate.model.ts';
import { GUESS_LINE } from './guess-line.model.ts';
import { confirmedPeople } from './confirmed-objects.ts';
import { nounById, type Noun } from './lexicon/index.ts';

/** The detector's trust line for a named object (build-plan's OBJECT_MIN_SCORE). */
const OBJECT_SURE = 0.45;
/** A person's box grown by this share on each side still "touches" the board under their feet. */
const TOUCH_MARGIN = 0.1;

type Box = DetectedObject['box'];

function touches(a: Box, b: Box): boolean {
  const mx = a[2] * TOUCH_MARGIN;
  const my = a[3] * TOUCH_MARGIN;
  return a[0] - mx < b[0] + b[2] && b[0] < a[0] + a[2] + mx && a[1] - my < b[1] + b[3] && b[1] < a[1] + a[3] + my;
}

/** The person's middle is over the mount, their head above its top and their lower body inside it (a rider). */
function rides(person: Box, mount: Box): boolean {
  const middle = person[0] + person[2] / 2;
  const bottom = person[1] + person[3];
  return (
    middle > mount[0] &&
    middle < mount[0] + mount[2] &&
    person[1] < mount[1] &&
    bottom > mount[1] + mount[3] * 0.2 &&
    bottom <= mount[1] + mount[3] * 1.05
  );
}

/** The object spans the person's middle and its centre is above their head's level (an umbrella held up). */
function isAbove(person: Box, thing: Box): boolean {
  const middle = person[0] + person[2] / 2;
  return middle > thing[0] && middle < thing[0] + thing[2] && thing[1] + thing[3] / 2 < person[1] + person[3] * 0.25;
}

function relates(activity: Activity, person: Box, thing: Box): boolean {
  switch (activity.relation) {
    case 'touching':
      return touches(person, thing);
    case 'riding':
      return rides(person, thing);
    case 'above':
      return isAbove(person, thing);
    default:
      return true;
  }
}

export interface SceneActivity extends Activity {
  /** The COCO label the activity implies (the alt does not name the skateboard twice). */
  label: string;
  /** How many people do it (on a board, on a horse); onlookers are not counted in. */
  doers: number;
}

export function sceneActivity(facts: VisualFacts): SceneActivity | undefined {
  const sure = facts.objects.filter((o) => o.score >= OBJECT_SURE);
  const people = [...sure.filter((o) => o.label === 'person'), ...confirmedPeople(facts)];
  if (people.length === 0) {
    return undefined;
  }
  const found = sure
    .filter((o) => ACTIVITIES[o.label] !== undefined)
    .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])
    .find((o) => {
      const activity = ACTIVITIES[o.label];
      return activity !== undefined && people.some((p) => relates(activity, p.box, o.box));
    });
  const activity = found ? ACTIVITIES[found.label] : undefined;
  if (!found || !activity) {
    return confirmedGear(facts, people) ?? gearActivity(facts);
  }
  const things = sure.filter((o) => o.label === found.label);
  const doers = people.filter((p) => things.some((t) => relates(activity, p.box, t.box))).length;
  return { ...activity, label: found.label, doers: Math.max(1, doers) };
}

/**
 * Gear the detector saw under its trust line, on or beside a person, that the classifier also reads in the whole
 * frame over its guess line (guess-line.model.ts): two models agreeing on the skis under a skier. One doer.
 */
function confirmedGear(facts: VisualFacts, people: readonly DetectedObject[]): SceneActivity | undefined {
  const frame = new Map((facts.imagenet?.frame ?? []).map((s) => [s.id, s.p]));
  const gear = (facts.tentative?.objects ?? [])
    .filter((o) => (frame.get(o.label) ?? 0) >= GUESS_LINE.line)
    .find((o) => {
      const activity = ACTIVITIES[o.label];
      return activity !== undefined && people.some((p) => relates(activity, p.box, o.box));
    });
  const activity = gear ? ACTIVITIES[gear.label] : undefined;
  return gear && activity ? { ...activity, label: gear.label, doers: 1 } : undefined;
}

/**
 * The detector missed the gear, but the classifier is sure of it in the whole frame and a person is there: skis
 * under a skier are "A person skiing". Only sports gear, which is what its activity is for (a laptop in a room
 * is not someone using it); one doer, since which person holds it is not seen. Else a person the classifier reads
 * by what they do (a baseball player).
 */
function gearActivity(facts: VisualFacts): SceneActivity | undefined {
  const frame = facts.imagenet?.frame ?? [];
  const gear = frame
    .filter((s) => s.p >= NOUN_GATE.gate && isUnder(s.id, 'sports_equipment') && ACTIVITIES[s.id] !== undefined)
    .sort((a, b) => b.p - a.p)[0];
  const player = frame.find((s) => isUnder(s.id, 'person') && ACTIVITIES[s.id] !== undefined && s.p >= playerLine(facts, s.id));
  return activityOf(gear) ?? activityOf(player);
}

/**
 * The classifier knows some people by what they do (ImageNet's "ballplayer" is a baseball player). With a person
 * detected, the plain majority of the frame is enough: no training photo reads a ballplayer above 0.06, and the
 * COCO photos (dev and outside dev) that read one at 0.3 or more are all baseball (a tennis serve reads 0.23).
 */
const PLAYER_LINE = 0.5;
/**
 * Where the detector also saw, under its trust line, gear of the same activity (a bat, a glove), the two models
 * agree and the 0.3 above is enough: two COCO batters read 0.31 and 0.35 with a weak bat or glove.
 */
const PLAYER_WITH_GEAR = 0.3;

function playerLine(facts: VisualFacts, player: string): number {
  const doing = ACTIVITIES[player]?.en;
  const gear = (facts.tentative?.objects ?? []).some((o) => o.label !== player && ACTIVITIES[o.label]?.en === doing);
  return gear ? PLAYER_WITH_GEAR : PLAYER_LINE;
}

/** The activity a classifier noun implies (skis: skiing; a baseball player: playing baseball), done by one person. */
function activityOf(reading: { id: string } | undefined): SceneActivity | undefined {
  const activity = reading ? ACTIVITIES[reading.id] : undefined;
  return reading && activity ? { ...activity, label: reading.id, doers: 1 } : undefined;
}

/**
 * A landscape (beach, mountains, valley) is said when it holds most of the classifier's reading of the whole frame.
 * The object gate (0.88) is fitted to keep wrong objects off fashion photos; a place is another kind of claim, and
 * none of the 5,026 training photos reads a landscape even at 0.2, so the line is the plain majority. Checked on the
 * COCO photos (dev and outside dev): the three read at 0.5 or more are a beach, a ski slope and a hillside. The same
 * holds for the wedding a groom shows (no training photo reads one above 0.07, suits on models included) and for a
 * shop (ImageNet's bakery, bookshop, grocery… summed; no training photo above 0.12, the one COCO photo over 0.5 is a
 * doughnut shop).
 */
const PLACE_LINE = 0.5;

/** Where the whole frame was taken (scenes) or what the product lies on (lifestyle), when the classifier is sure. */
export function scenePlace(facts: VisualFacts, table: Readonly<Record<string, PlacePhrase>> = PLACES): PlacePhrase | undefined {
  const line = (id: string): number => (PLACES[id] ? PLACE_LINE : NOUN_GATE.gate);
  const best = (facts.imagenet?.frame ?? []).filter((s) => table[s.id] && s.p >= line(s.id)).sort((a, b) => b.p - a.p)[0];
  return best ? table[best.id] : undefined;
}

/**
 * The room or street the sure objects imply (an oven: a kitchen; a bus and two cars: a street), else the room whose
 * fixtures hold most of the classifier's reading of the whole frame (a medicine cabinet and a washbasin: a
 * bathroom). A room is a place, so its line is the landscapes' plain majority: the fixtures of one room sum to 0.5
 * on one of the 5,026 training photos (a packshot, never described as a scene), and on seven COCO photos (dev and
 * outside dev), each in that room.
 */
export function sceneRoom(facts: VisualFacts): PlacePhrase | undefined {
  const labels = facts.objects.filter((o) => o.score >= OBJECT_SURE).map((o) => o.label);
  const cue = ROOM_CUES.find((c) => c.needs.every((n) => labels.filter((l) => n.of.includes(l)).length >= n.atLeast));
  const frame = facts.imagenet?.frame ?? [];
  const reading = (ids: readonly string[]): number => frame.filter((s) => ids.includes(s.id)).reduce((sum, s) => sum + s.p, 0);
  return cue?.place ?? ROOM_FIXTURES.find((r) => reading(r.seen) >= PLACE_LINE)?.place;
}

export function productSurface(facts: VisualFacts, productId: string | undefined): PlacePhrase | undefined {
  const place = scenePlace(facts, SURFACES);
  return place && place !== SURFACES[productId ?? ''] ? place : undefined;
}

/** The scene's items named in French as the room they are in has them (« un lavabo » in a bathroom). */
export function inRoomFrench<T extends { noun: Noun }>(scene: readonly T[], place: PlacePhrase | undefined): T[] {
  const nouns = ROOM_FRENCH.find((r) => r.place === place)?.nouns ?? {};
  return scene.map((s) => {
    const french = nounById(nouns[s.noun.id.replace(/^coco:/, '')] ?? '')?.fr;
    return french ? { ...s, noun: { ...s.noun, fr: french } } : s;
  });
}
