import { describe, expect, it } from 'vitest';
import type { DetectedObject, NounScore, VisualFacts } from '../types.ts';
import { composeAlt } from './compose.ts';
import { makeFacts } from '../testing/make-facts.ts';
import { nounDepth } from '../facts/imagenet/noun-scores.ts';
import { NOUN_GATE } from './noun-gate.model.ts';

const scene = {
  imageType: 'lifestyle' as const,
  background: { plain: false, colour: null, uniformity: 0.2 },
  colourRegion: 'frame' as const,
};
const obj = (label: string, box: DetectedObject['box'], score = 0.8): DetectedObject => ({ label, score, box });
const seen = (entries: Record<string, number>): NounScore[] => Object.entries(entries).map(([id, p]) => ({ id, p, depth: nounDepth(id) }));
const alt = (facts: VisualFacts, language: 'en' | 'fr' = 'en'): string => composeAlt(facts, { language }).altTag;

describe('general photos: subject, what people do, where (issue 22)', () => {
  it('says what a person on a board is doing, without naming the board twice', () => {
    const facts = makeFacts({
      ...scene,
      people: 1,
      objects: [obj('person', [0.3, 0.1, 0.3, 0.7]), obj('skateboard', [0.32, 0.75, 0.25, 0.1])],
    });
    expect(alt(facts)).toBe('A person skateboarding');
    expect(alt(facts, 'fr')).toBe('Une personne faisant du skateboard');
  });

  it('does not make a skateboard lying far from the person an activity', () => {
    const facts = makeFacts({
      ...scene,
      people: 1,
      objects: [obj('person', [0.05, 0.1, 0.2, 0.6]), obj('skateboard', [0.75, 0.8, 0.2, 0.1])],
    });
    expect(alt(facts)).toBe('A person and a skateboard');
  });

  it('adds the place when the classifier is sure of it in the whole frame', () => {
    const facts = makeFacts({
      ...scene,
      objects: [obj('dog', [0.3, 0.4, 0.3, 0.3])],
      imagenet: { frame: seen({ landscape: 0.97, beach: Math.max(NOUN_GATE.gate, 0.95) }) },
    });
    expect(alt(facts)).toBe('A dog on a beach');
    expect(alt(facts, 'fr')).toBe('Un chien sur une plage');
  });

  it('names what the classifier is sure of when the detector finds nothing, never a place as the subject', () => {
    const pizza = makeFacts({ ...scene, imagenet: { frame: seen({ food: 0.97, pizza: 0.95 }) } });
    expect(alt(pizza)).toBe('Close-up of a pizza');
    expect(alt(pizza, 'fr')).toBe('Gros plan sur une pizza');
    const valley = makeFacts({ ...scene, imagenet: { frame: seen({ landscape: 0.97, valley: 0.96 }) } });
    expect(alt(valley)).not.toMatch(/^Valley/);
  });
});
