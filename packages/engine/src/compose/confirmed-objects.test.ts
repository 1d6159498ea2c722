import { describe, expect, it } from 'vitest';
import type { DetectedObject, NounScore, VisualFacts } from '../types.ts';
import { nounDepth } from '../facts/imagenet/noun-scores.ts';
import { makeFacts } from '../testing/make-facts.ts';
import { composeAlt } from './compose.ts';
import { CONFIRMING_P, confirmedObjects } from './confirmed-objects.ts';

const weak = (label: string, box: DetectedObject['box'], score = 0.33): DetectedObject => ({ label, score, box });
const seen = (entries: Record<string, number>): NounScore[] => Object.entries(entries).map(([id, p]) => ({ id, p, depth: nounDepth(id) }));
const scene = {
  imageType: 'lifestyle' as const,
  background: { plain: false, colour: null, uniformity: 0.2 },
  colourRegion: 'frame' as const,
};
const alt = (facts: VisualFacts, language: 'en' | 'fr' = 'en') => composeAlt(facts, { language });

describe('detections the classifier confirms (issue 22)', () => {
  it('confirms a weak detection only when the classifier reads the same noun at the line, never a person', () => {
    const tentative = { objects: [weak('teddy bear', [0.1, 0.1, 0.6, 0.8]), weak('person', [0.8, 0, 0.2, 0.3])] };
    const at = (p: number) => makeFacts({ ...scene, tentative, imagenet: { frame: seen({ toy: p, 'teddy bear': p, person: 0.9 }) } });
    expect(confirmedObjects(at(CONFIRMING_P)).map((o) => o.label)).toEqual(['teddy bear']);
    expect(confirmedObjects(at(CONFIRMING_P - 0.05))).toEqual([]);
  });

  it('takes no bird from the classifier beside a trusted kite: ImageNet’s kite is the bird of prey', () => {
    const sky = (trusted: DetectedObject[]): VisualFacts =>
      makeFacts({
        ...scene,
        imageType: 'packshot',
        background: { plain: true, colour: null, uniformity: 0.9 },
        objects: trusted,
        tentative: { objects: [weak('bird', [0.2, 0.3, 0.13, 0.13], 0.25)] },
        imagenet: { frame: seen({ animal: 0.455, bird: 0.392 }) },
      });
    const kite = { label: 'kite', score: 0.56, box: [0.4, 0.35, 0.05, 0.06] as DetectedObject['box'] };
    expect(confirmedObjects(sky([kite]))).toEqual([]);
    expect(alt(sky([kite])).altTag).toMatch(/^Kite\b/);
    expect(confirmedObjects(sky([])).map((o) => o.label)).toEqual(['bird']);
  });

  it('confirms a label the detector finds in three weak boxes or more, none of them trusted', () => {
    const sheep = (n: number, score = 0.35): VisualFacts =>
      makeFacts({
        ...scene,
        tentative: { objects: Array.from({ length: n }, (_, i) => weak('sheep', [0.05 + i * 0.22, 0.2, 0.2, 0.5], score)) },
        imagenet: { frame: seen({ animal: 0.69 }) },
      });
    expect(alt(sheep(4)).altTag).toBe('Four sheep');
    expect(alt(sheep(4), 'fr').altTag).toBe('Quatre moutons');
    expect(confirmedObjects(sheep(2, 0.32))).toEqual([]);
    expect(confirmedObjects(sheep(4, 0.28))).toEqual([]);
    // Two boxes at 0.35 agree in a scene, never on a packshot, where two of one thing are a pair (two shoes).
    expect(confirmedObjects(sheep(2, 0.36))).toHaveLength(2);
    expect(confirmedObjects({ ...sheep(2, 0.36), imageType: 'packshot' })).toEqual([]);
  });

  it('confirms a weak person the Open Images detector finds in the same box over its line, in a lifestyle photo only', () => {
    const surfer = (oid: number, imageType: 'lifestyle' | 'packshot' = 'lifestyle'): VisualFacts =>
      makeFacts({
        ...scene,
        imageType,
        objects: [{ label: 'surfboard', score: 0.55, box: [0.37, 0.36, 0.22, 0.63] }],
        tentative: { objects: [weak('person', [0.4, 0.3, 0.2, 0.5], 0.45)] },
        oid: [{ label: 'Person', score: oid, box: [0.41, 0.31, 0.19, 0.5] }],
      });
    expect(alt(surfer(0.61)).altTag).toBe('A person surfing');
    expect(alt(surfer(0.61), 'fr').altTag).toBe('Une personne faisant du surf');
    expect(confirmedObjects(surfer(0.3))).toEqual([]);
    expect(confirmedObjects(surfer(0.61, 'packshot'))).toEqual([]);
  });

  it('says a mass noun without a count ("a pizza and broccoli")', () => {
    const florets = Array.from({ length: 5 }, (_, i) => weak('broccoli', [0.1 + i * 0.15, 0.6, 0.12, 0.15], 0.34));
    const plate = makeFacts({
      ...scene,
      objects: [{ label: 'pizza', score: 0.8, box: [0.1, 0.1, 0.8, 0.8] }],
      tentative: { objects: florets },
    });
    expect(alt(plate).altTag).toBe('A pizza and broccoli');
    expect(alt(plate, 'fr').altTag).toBe('Une pizza et cinq brocolis');
  });

  it('confirms a weak detection whose kind the classifier is sure of, unless it reads another noun of that kind', () => {
    const pizzas = { objects: [weak('pizza', [0, 0.1, 0.5, 0.8], 0.35), weak('pizza', [0.5, 0, 0.5, 0.7], 0.33)] };
    const at = (frame: Record<string, number>) => makeFacts({ ...scene, tentative: pizzas, imagenet: { frame: seen(frame) } });
    expect(confirmedObjects(at({ food: 0.95 }))).toHaveLength(2);
    expect(alt(at({ food: 0.95 })).altTag).toBe('Two pizzas');
    expect(alt(at({ food: 0.95 }), 'fr').altTag).toBe('Deux pizzas');
    expect(confirmedObjects(at({ food: 0.8 }))).toEqual([]);
    expect(confirmedObjects(at({ food: 0.95, bread: 0.5 }))).toEqual([]);
    const cat = makeFacts({
      ...scene,
      tentative: { objects: [weak('cat', [0.2, 0.2, 0.5, 0.5])] },
      imagenet: { frame: seen({ animal: 0.97, dog: 0.9 }) },
    });
    expect(confirmedObjects(cat)).toEqual([]);
  });

  it('names a confirmed teddy bear beside the person the detector trusted, flagged for review', () => {
    const base = {
      ...scene,
      people: 1,
      objects: [{ label: 'person', score: 0.46, box: [0.85, 0, 0.1, 0.3] as DetectedObject['box'] }],
      tentative: { objects: [weak('teddy bear', [0.1, 0.1, 0.6, 0.8])] },
    };
    const confirmed = makeFacts({ ...base, imagenet: { frame: seen({ toy: 0.25, 'teddy bear': 0.25 }) } });
    const en = alt(confirmed);
    expect(en.altTag).toMatch(/^A teddy bear and a person/);
    expect(en.needsReview).toBe(true);
    expect(alt(confirmed, 'fr').altTag).toMatch(/^Un ours en peluche et une personne/);
    const unconfirmed = makeFacts({ ...base, imagenet: { frame: seen({ toy: 0.1 }) } });
    expect(alt(unconfirmed).altTag).not.toMatch(/teddy bear/);
  });

  it('says a bowl holds the broccoli detected with it', () => {
    const facts = makeFacts({
      ...scene,
      objects: [{ label: 'bowl', score: 0.5, box: [0.1, 0.3, 0.5, 0.4] }],
      tentative: { objects: [weak('broccoli', [0.15, 0.35, 0.3, 0.2], 0.27)] },
      imagenet: { frame: seen({ food: 0.86, vegetable: 0.84, broccoli: 0.79 }) },
    });
    expect(alt(facts).altTag).toBe('A bowl of broccoli');
    expect(alt(facts, 'fr').altTag).toBe('Un bol de brocolis');
  });

  it('refines the classifier’s coarse "furniture" with a confirmed chair on a packshot', () => {
    const facts = makeFacts({
      imageType: 'packshot',
      tentative: { objects: [weak('chair', [0.2, 0.1, 0.6, 0.8], 0.38)] },
      imagenet: { frame: seen({ furniture: 0.92, seat: 0.3, chair: 0.2 }) },
    });
    expect(alt(facts).altTag).toMatch(/^Chair\b/);
  });
});
