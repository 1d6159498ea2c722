import { describe, expect, it } from 'vitest';
import type { AltContext, NounScore, VisualFacts } from '../types.ts';
import { composeAlt } from './compose.ts';
import { makeFacts, paletteColour } from '../testing/make-facts.ts';
import { nounDepth } from '../facts/imagenet/noun-scores.ts';
import { NOUN_GATE } from './noun-gate.model.ts';

function seen(entries: Record<string, number>): NounScore[] {
  return Object.entries(entries).map(([id, p]) => ({ id, p, depth: nounDepth(id) }));
}

const SURE = Math.min(0.995, NOUN_GATE.contradiction + 0.01);
const laptop = { imagenet: { frame: seen({ electronic_device: SURE, computer: SURE }) } };
const sofa = { imagenet: { frame: seen({ furniture: SURE, seat: SURE, sofa: SURE }) } };

function run(facts: VisualFacts, ctx: Omit<AltContext, 'language'>): { alt: string; review: boolean } {
  const c = composeAlt(facts, { language: 'en', ...ctx });
  return { alt: c.altTag, review: c.needsReview };
}

describe('cross-check: the merchant is never overwritten, a plain contradiction is flagged (issue 22)', () => {
  it('flags a fashion title on a photo the classifier is sure is a computer, keeping the title', () => {
    const r = run(makeFacts({ colour: 'black', ...laptop }), { title: 'Runner Sneakers' });
    expect(r.alt).toMatch(/Runner Sneakers/);
    expect(r.review).toBe(true);
  });

  it('does not flag a title noun on the same branch (an armchair the classifier calls a sofa)', () => {
    expect(run(makeFacts({ colour: 'grey', ...sofa }), { title: 'Oliver Armchair' }).review).toBe(false);
  });

  it('gives a name-only title the noun from the picture', () => {
    expect(run(makeFacts({ colour: 'grey', ...sofa }), { title: 'Oliver' }).alt).toBe('Grey Oliver sofa');
  });

  it('never flags a title when the classifier is unsure', () => {
    const unsure = makeFacts({ colour: 'black', imagenet: { frame: seen({ electronic_device: 0.6, computer: 0.5 }) } });
    expect(run(unsure, { title: 'Runner Sneakers' }).review).toBe(false);
  });

  it('flags a title colour the pixels plainly contradict', () => {
    const blue = makeFacts({ colours: [paletteColour('blue', 0.85)], category: undefined });
    expect(run(blue, { title: 'Red Cotton T-shirt' }).review).toBe(true);
    const red = makeFacts({ colours: [paletteColour('red', 0.85)] });
    expect(run(red, { title: 'Red Cotton T-shirt' }).review).toBe(false);
    // A white product on a white backdrop: its own pixels merge with the backdrop, the title is not contradicted.
    const grey = makeFacts({ colours: [paletteColour('grey', 0.85)] });
    expect(run(grey, { title: 'White Water Bottle' }).review).toBe(false);
  });

  it('does not assert an object a keyword names when nothing in the picture supports it', () => {
    const nothing = makeFacts({ colour: 'blue', imagenet: { frame: seen({ clothing: 0.1 }) } });
    const r = run(nothing, { keywords: ['laptop'] });
    expect(r.alt).toMatch(/laptop/i);
    expect(r.review).toBe(true);
    const supported = makeFacts({ colour: 'black', imagenet: { frame: seen({ electronic_device: 0.5, computer: 0.4 }) } });
    expect(run(supported, { keywords: ['laptop'] }).review).toBe(false);
  });
});
