import { describe, expect, it } from 'vitest';
import type { DetectedObject, VisualFacts } from '../types.ts';
import { nounDepth } from '../facts/imagenet/noun-scores.ts';
import { makeFacts } from '../testing/make-facts.ts';
import { composeAlt } from './compose.ts';
import { OID_GATE } from './oid-gate.model.ts';

type Box = DetectedObject['box'];
const scene = {
  imageType: 'lifestyle' as const,
  background: { plain: false, colour: null, uniformity: 0.2 },
  colourRegion: 'frame' as const,
};
const alt = (facts: VisualFacts, language: 'en' | 'fr' = 'en'): string => composeAlt(facts, { language }).altTag;
const bowls: DetectedObject[] = [
  { label: 'bowl', score: 0.57, box: [0.45, 0.6, 0.3, 0.22] },
  { label: 'bowl', score: 0.49, box: [0.8, 0.55, 0.15, 0.17] },
];
/** A scene from what COCO trusts and what Open Images finds, each as [label, score, box]. */
const detected = (coco: [string, number, Box][], oid: [string, number, Box][], extra: Partial<VisualFacts> = {}): VisualFacts =>
  makeFacts({
    ...scene,
    objects: coco.map(([label, score, box]) => ({ label, score, box })),
    oid: oid.map(([label, score, box]) => ({ label, score, box })),
    ...extra,
  });
/** COCO x0024 in outline: a cat eating from its bowl, which only Open Images finds. */
const catByBowls = (score: number, box: Box = [0, 0.1, 0.5, 0.68]): VisualFacts =>
  makeFacts({ ...scene, objects: bowls, oid: [{ label: 'Cat', score, box }] });

describe('what the Open Images detector adds to a described scene (issue 22)', () => {
  it('names an animal the COCO detector missed, by its size, over the line', () => {
    expect(alt(catByBowls(0.735))).toBe('A cat and two bowls');
    expect(alt(catByBowls(0.735), 'fr')).toBe('Un chat et deux bols');
    expect(alt(catByBowls(OID_GATE.line - 0.01))).toBe('Two bowls');
    // Smaller than the bowls, it comes after them.
    expect(alt(catByBowls(0.735, [0.1, 0.1, 0.12, 0.15]))).toBe('Two bowls and a cat');
  });

  it('never renames what COCO saw there as another of its kind (a panda is no dog), nor adds worn shoes', () => {
    const panda = detected(
      [['bear', 0.6, [0.09, 0.23, 0.71, 0.72]]],
      [
        ['Dog', 0.58, [0.1, 0.25, 0.7, 0.7]],
        ['Footwear', 0.66, [0.5, 0.9, 0.1, 0.08]],
      ],
    );
    expect(alt(panda)).not.toMatch(/dog|footwear|shoe/i);
    // Vendure's Nikon: COCO's "motorcycle" is Open Images' camera, one box; the classifier's reading settles it.
    const camera = detected([['motorcycle', 0.61, [0.2, 0.3, 0.6, 0.46]]], [['Camera', 0.825, [0.21, 0.3, 0.6, 0.47]]], {
      imagenet: { frame: [{ id: 'camera', p: 0.973, depth: nounDepth('camera') }] },
    });
    expect(alt(camera)).toBe('A camera');
  });

  it('counts one object found in two alike boxes once, and puts furniture after what the photo shows', () => {
    const desk = detected(
      [['laptop', 0.6, [0.3, 0.2, 0.4, 0.5]]],
      [
        ['Cat', 0.7, [0.05, 0.5, 0.2, 0.3]],
        ['Cat', 0.66, [0.06, 0.52, 0.2, 0.29]],
        ['Desk', 0.67, [0, 0.4, 1, 0.6]],
      ],
    );
    expect(alt(desk)).toBe('A laptop, a cat and a desk');
  });
});
