/**
 * Where a general photo was taken, read from what the detector finds in it (issue 22): an oven or a fridge is in a
 * kitchen, a toilet in a bathroom, a bus among cars or a car at a traffic light on a street. Common knowledge of
 * COCO's objects, not a list grown from photos; the classifier's landscapes (places.ts) come first when it is sure.
 * The classifier's own fixtures say it too when they hold most of its reading (ROOM_FIXTURES: a bathtub, a stove).
 */
import type { PlacePhrase } from './places.ts';

export interface RoomCue {
  place: PlacePhrase;
  /** Every requirement must hold: at least `atLeast` sure detections whose labels are among `of`. */
  needs: readonly { of: readonly string[]; atLeast: number }[];
}

const ROAD_VEHICLES = ['car', 'bus', 'truck', 'motorcycle'];
const ROAD_SIGNALS = ['traffic light', 'stop sign'];
const KITCHEN = { en: 'in a kitchen', fr: 'dans une cuisine' };
const STREET = { en: 'on a street', fr: 'dans une rue' };
const BATHROOM = { en: 'in a bathroom', fr: 'dans une salle de bains' };

// Two vehicles alone are not a street (a truck and a car on an airport apron, two cars in a car park).
// prettier-ignore
export const ROOM_CUES: readonly RoomCue[] = [
  { place: KITCHEN, needs: [{ of: ['oven', 'refrigerator', 'microwave', 'toaster'], atLeast: 1 }] },
  { place: BATHROOM, needs: [{ of: ['toilet'], atLeast: 1 }] },
  { place: STREET, needs: [{ of: ROAD_VEHICLES, atLeast: 3 }] },
  { place: STREET, needs: [{ of: ROAD_SIGNALS, atLeast: 1 }, { of: ROAD_VEHICLES, atLeast: 1 }] },
  // A parking meter stands at the kerb.
  { place: STREET, needs: [{ of: ['parking meter'], atLeast: 1 }] },
];

/**
 * Classifier nouns (WordNet-grouped ImageNet classes) that are fixtures of one room: in a scene, those of one room
 * read together over the place line place the subject there ("A cat in a bathroom"). Appliances a shop would also
 * show in a kitchen are in; furniture found in any room (a cabinet, a table) is not.
 */
export const ROOM_FIXTURES: readonly { place: PlacePhrase; seen: readonly string[] }[] = [
  { place: BATHROOM, seen: ['bathtub', 'shower_curtain', 'washbasin', 'toilet_seat', 'bathroom_cabinet'] },
  { place: KITCHEN, seen: ['stove', 'microwave', 'refrigerator', 'dishwasher', 'toaster', 'dish_rack'] },
];

/**
 * What a room makes of a COCO object whose French word is another room's: a sink in a bathroom is a washbasin, « un
 * lavabo », not the kitchen's « évier » (COCO ids → lexicon ids whose French is taken; the English "sink" stays).
 */
export const ROOM_FRENCH: readonly { place: PlacePhrase; nouns: Readonly<Record<string, string>> }[] = [
  { place: BATHROOM, nouns: { sink: 'washbasin' } },
];
