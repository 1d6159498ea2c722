import { describe, expect, it } from 'vitest';
import type { NounScore } from '../types.ts';
import { nounDepth } from '../facts/imagenet/noun-scores.ts';
import { makeFacts } from '../testing/make-facts.ts';
import { composeAlt } from './compose.ts';
import { classifierGuess } from './guess-subject.ts';
import { GUESS_LINE } from './guess-line.model.ts';
import { NOUN_GATE } from './noun-gate.model.ts';

function seen(entries: Record<string, number>): NounScore[] {
  return Object.entries(entries).map(([id, p]) => ({ id, p, depth: nounDepth(id) }));
}

/** Between the guess line and the naming gate: the classifier's reading is a guess, not a name. */
const UNSURE = (GUESS_LINE.line + NOUN_GATE.gate) / 2;

describe('classifierGuess: the classifier under its gate, before a weak detection (issue 22)', () => {
  it('sits under the naming gate', () => {
    expect(GUESS_LINE.line).toBeLessThan(NOUN_GATE.gate);
  });

  it('names the finest non-fashion noun over the line, flagged for review', () => {
    const facts = makeFacts({ colour: 'red', imagenet: { frame: seen({ furniture: UNSURE + 0.05, seat: UNSURE + 0.02, chair: UNSURE }) } });
    expect(classifierGuess(facts)?.noun.id).toBe('chair');
    const alt = composeAlt(facts, { language: 'en' });
    expect(alt.altTag).toMatch(/^Red chair/);
    expect(alt.needsReview).toBe(true);
    expect(composeAlt(facts, { language: 'fr' }).altTag).toMatch(/^Chaise rouge/);
  });

  it('reads each noun in the surer of the two views, the product crop and the whole frame', () => {
    const under = GUESS_LINE.line - 0.1;
    const bottle = { container: UNSURE, bottle: UNSURE, water_bottle: UNSURE };
    const frameSurer = makeFacts({
      imagenet: { crop: seen({ container: under, bottle: under, water_bottle: under }), frame: seen(bottle) },
    });
    expect(classifierGuess(frameSurer)?.noun.id).toBe('water_bottle');
    const neither = makeFacts({ imagenet: { crop: seen({ water_bottle: under }), frame: seen({ water_bottle: under }) } });
    expect(classifierGuess(neither)).toBeUndefined();
  });

  it('names nothing under the line, nor a fashion noun, nor on a model shot', () => {
    expect(classifierGuess(makeFacts({ imagenet: { frame: seen({ furniture: GUESS_LINE.line - 0.05 }) } }))).toBeUndefined();
    expect(classifierGuess(makeFacts({ imagenet: { frame: seen({ clothing: UNSURE, sweater_hoodie: UNSURE }) } }))).toBeUndefined();
    const model = makeFacts({ imageType: 'model', people: 1, imagenet: { frame: seen({ sports_equipment: UNSURE, skis: UNSURE }) } });
    expect(classifierGuess(model)).toBeUndefined();
  });

  it('in a room, names the surer of its guess and a weak detection: a sofa, not the bed the detector half-saw', () => {
    const room = (bedScore: number) =>
      composeAlt(
        makeFacts({
          imageType: 'lifestyle',
          background: { plain: false, colour: null, uniformity: 0.3 },
          imagenet: { frame: seen({ furniture: UNSURE + 0.1, seat: UNSURE + 0.02, sofa: UNSURE }) },
          tentative: { objects: [{ label: 'bed', score: bedScore, box: [0.1, 0.4, 0.7, 0.57] }] },
        }),
        { language: 'en' },
      ).altTag;
    expect(room(UNSURE - 0.1)).toMatch(/sofa/i);
    expect(room(UNSURE - 0.1)).not.toMatch(/bed/i);
    expect(room(Math.min(0.99, UNSURE + 0.05))).toMatch(/bed/i);
  });
});
