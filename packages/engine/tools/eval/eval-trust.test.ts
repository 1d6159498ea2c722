import { describe, expect, it } from 'vitest';
import type { AltResult } from '../../src/types.ts';
import { trustRow } from './eval-trust.ts';
import type { Label } from './labels.ts';

const coco = (objects: Record<string, number>, captions: string[] = []): Label =>
  ({ file: 'images/x.jpg', set: 'general', category: 'person', color: null, title: null, imageType: null, captions, objects }) as Label;
const row = (label: Label, altTag: string) => trustRow(label, { altTag, needsReview: false } as AltResult, 'en', false, 'simple');

describe('trust rows of general photos', () => {
  it('counts a named object COCO did not annotate as a wrong object', () => {
    expect(row(coco({ person: 1, banana: 4 }), 'A person and an ice cream').wrongObject).toBe(true);
    expect(row(coco({ person: 1, banana: 4 }), 'A person and two bananas').wrongObject).toBe(false);
  });

  it('does not count the sport people play, the text the alt quotes or a colour word as objects', () => {
    const batter = coco({ person: 2, 'baseball bat': 1 }, ['A little girl holding a baseball bat on a field.']);
    expect(row(batter, 'A person in blue playing baseball').wrongObject).toBe(false);
    expect(row(coco({ person: 2, donut: 13 }), 'A person in orange').wrongObject).toBe(false);
    expect(row(coco({ refrigerator: 1 }), 'A fridge in a kitchen with the text FOOD Kitchens').wrongObject).toBe(false);
    // A ball the alt names outside an activity is still a claim, and so is the object an activity names.
    expect(row(batter, 'A person and a baseball').wrongObject).toBe(true);
    expect(row(coco({ person: 1 }), 'A person with a laptop').wrongObject).toBe(true);
    expect(row(coco({ person: 1, laptop: 1 }), 'A person with a laptop').wrongObject).toBe(false);
  });

  it('takes another name or a coarser noun for an annotated object as right, a sibling as wrong', () => {
    expect(row(coco({ couch: 1, tv: 1 }), 'A sofa and a television').wrongObject).toBe(false);
    expect(row(coco({ umbrella: 3, chair: 2 }), 'Three parasols and two chairs').wrongObject).toBe(false);
    expect(row(coco({ orange: 9, apple: 2 }), 'Close-up of a fruit').wrongObject).toBe(false);
    expect(row(coco({ microwave: 1, oven: 1 }), 'Close-up of a household appliance').wrongObject).toBe(false);
    expect(row(coco({ donut: 1, spoon: 1 }), 'Three brown cakes').wrongObject).toBe(true);
  });

  it('credits a caption noun an activity names: "surfing" names the surfboard', () => {
    const surf = coco({ person: 1, surfboard: 1 }, ['A man on a surfboard in the water.']);
    expect(row(surf, 'A person surfing').namesCaptionNoun).toBe(true);
    expect(row(surf, 'A person').namesCaptionNoun).toBe(false);
  });
});
