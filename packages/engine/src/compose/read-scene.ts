/**
 * What a general photo shows beyond its objects (issue 22): where it was taken (the classifier's landscape nouns,
 * or the surface a lifestyle product lies on) and what its people are doing (the detector's objects on them).
 * Only what the models are sure of; otherwise nothing.
 */
import type { DetectedObject, VisualFacts } from '../types.ts';
import { ACTIVITIES, type Activity } from './lexicon/activities.ts';
import { PLACES, SURFACES, type PlacePhrase } from './lexicon/places.ts';
import { NOUN_GATE } from './noun-gate.model.ts';

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

export interface SceneActivity extends Activity {
  /** The COCO label the activity implies (the alt does not name the skateboard twice). */
  label: string;
}

export function sceneActivity(facts: VisualFacts): SceneActivity | undefined {
  const sure = facts.objects.filter((o) => o.score >= OBJECT_SURE);
  const people = sure.filter((o) => o.label === 'person');
  if (people.length === 0) {
    return undefined;
  }
  const found = sure
    .filter((o) => ACTIVITIES[o.label] !== undefined)
    .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])
    .find((o) => !ACTIVITIES[o.label]?.touching || people.some((p) => touches(p.box, o.box)));
  const activity = found ? ACTIVITIES[found.label] : undefined;
  return found && activity ? { ...activity, label: found.label } : undefined;
}

/** Where the whole frame was taken (scenes) or what the product lies on (lifestyle), when the classifier is sure. */
export function scenePlace(facts: VisualFacts, table: Readonly<Record<string, PlacePhrase>> = PLACES): PlacePhrase | undefined {
  const best = (facts.imagenet?.frame ?? []).filter((s) => s.p >= NOUN_GATE.gate && table[s.id]).sort((a, b) => b.p - a.p)[0];
  return best ? table[best.id] : undefined;
}

export function productSurface(facts: VisualFacts, productId: string | undefined): PlacePhrase | undefined {
  const place = scenePlace(facts, SURFACES);
  return place && place !== SURFACES[productId ?? ''] ? place : undefined;
}
