import { describe, expect, it } from 'vitest';
import type { NounScore, VisualFacts } from '../types.ts';
import { composeAlt } from './compose.ts';
import { makeFacts } from '../testing/make-facts.ts';
import { nounDepth } from '../facts/imagenet/noun-scores.ts';
import { NOUN_GATE } from './noun-gate.model.ts';
import { GUESS_LINE } from './guess-line.model.ts';

/** Classifier scores as the facts carry them (depth from the generated table). */
function seen(entries: Record<string, number>): NounScore[] {
  return Object.entries(entries).map(([id, p]) => ({ id, p, depth: nounDepth(id) }));
}

const SURE = Math.min(0.99, NOUN_GATE.contradiction + 0.01);
const heels = { fine: 'heels', group: 'shoes', probability: 0.9, gateScore: 0.7 };

function simple(facts: VisualFacts, language: 'en' | 'fr' = 'en'): { alt: string; review: boolean } {
  const c = composeAlt(facts, { language });
  return { alt: c.altTag, review: c.needsReview };
}

describe('pixelSubject: one noun from the fashion head, the classifier and the detector (issue 22)', () => {
  it('names a sure non-fashion noun the fashion head knows nothing of, finest first', () => {
    const facts = makeFacts({ colour: 'blue', imagenet: { frame: seen({ furniture: SURE, seat: SURE, chair: SURE }) } });
    expect(simple(facts)).toEqual({ alt: 'Blue chair on a plain background', review: false });
    expect(simple(facts, 'fr').alt).toBe('Chaise bleue sur fond uni');
  });

  it('says the coarse noun when the fine one is unsure', () => {
    const gate = NOUN_GATE.gate;
    const facts = makeFacts({
      colour: 'grey',
      imagenet: { frame: seen({ furniture: gate + 0.05, seat: gate + 0.02, chair: gate - 0.2 }) },
    });
    expect(simple(facts).alt).toBe('Grey seat on a plain background');
  });

  it('says the head’s sneakers as shoes when the classifier reads a shoe that is no sneaker', () => {
    const sneakers = { fine: 'sneakers', group: 'shoes', probability: 0.76, gateScore: 0.69 };
    const shoe = (read: Record<string, number>): string =>
      simple(makeFacts({ colour: 'black', category: sneakers, imagenet: { frame: seen(read) } })).alt;
    expect(shoe({ footwear: 0.97, shoe: 0.79, clogs: 0.15 })).toBe('Black shoes on a plain background');
    expect(shoe({ footwear: 0.97, shoe: 0.9, sneakers: 0.85 })).toMatch(/^Black sneakers/);
    expect(shoe({ footwear: 0.6, shoe: 0.55 })).toMatch(/^Black sneakers/);
  });

  it('keeps the fashion head unless the classifier is sure the photo is something else', () => {
    const shoe = makeFacts({ colour: 'black', category: heels, imagenet: { frame: seen({ footwear: 0.9, shoe: 0.5 }) } });
    expect(simple(shoe).alt).toBe('Black heels on a plain background');
    const chair = makeFacts({ colour: 'black', category: heels, imagenet: { frame: seen({ furniture: SURE, seat: SURE, chair: SURE }) } });
    expect(simple(chair).alt).toBe('Black chair on a plain background');
  });

  it('names a non-fashion noun under the gate when the crop and the whole frame agree on it', () => {
    const between = (NOUN_GATE.agreement + NOUN_GATE.gate) / 2;
    const both = makeFacts({
      colour: 'red',
      imagenet: { crop: seen({ furniture: between, seat: between }), frame: seen({ furniture: between, seat: between }) },
    });
    expect(simple(both)).toEqual({ alt: 'Red seat on a plain background', review: false });
    const cropOnly = makeFacts({
      colour: 'red',
      imagenet: { crop: seen({ furniture: between, seat: between }), frame: seen({ furniture: 0.2 }) },
    });
    // One view alone is only a guess (guess-subject.ts): named, and flagged for a person to check.
    expect(simple(cropOnly)).toEqual({ alt: 'Red seat on a plain background', review: true });
  });

  it('names a refused fashion guess when the classifier confirms its group', () => {
    const facts = makeFacts({
      colour: 'white',
      tentative: { objects: [], category: { fine: 'sneakers', group: 'shoes', probability: 0.6, gateScore: 0.3 } },
      imagenet: { frame: seen({ footwear: 0.95, shoe: 0.6 }) },
    });
    expect(simple(facts).alt).toBe('White shoes on a plain background');
  });

  it("names the head's refused fine guess when the classifier reads the same noun over its line", () => {
    const guess = { objects: [], category: { fine: 'tshirt_top', group: 'tops', probability: 0.6, gateScore: 0.3 } };
    const agreeing = (p: number): VisualFacts =>
      makeFacts({ colour: 'red', tentative: guess, imagenet: { frame: seen({ clothing: 0.99, tshirt_top: p }) } });
    expect(simple(agreeing(NOUN_GATE.headAgreement + 0.05)).alt).toBe('Red T-shirt on a plain background');
    expect(simple(agreeing(NOUN_GATE.headAgreement + 0.05), 'fr').alt).toBe('T-shirt rouge sur fond uni');
    // Under the line the head's group is still all that is said.
    expect(simple(agreeing(NOUN_GATE.headAgreement - 0.1)).alt).toBe('Red top on a plain background');
  });

  it('names a garment the head has no class for over its refused guess of another one, flagged', () => {
    const over = GUESS_LINE.outsideHead + 0.2;
    const tops = { objects: [], category: { fine: null, group: 'tops', probability: 0.62, gateScore: 0.7 } };
    const swimsuit = makeFacts({ colour: 'black', tentative: tops, imagenet: { frame: seen({ clothing: 0.98, swimsuit: over }) } });
    expect(simple(swimsuit)).toEqual({ alt: 'Black swimsuit', review: true });
    expect(simple(swimsuit, 'fr').alt).toBe('Maillot de bain noir');
    // Swimming trunks are a swimsuit to WordNet and shorts to the head; tights over the swimsuit are no swimsuit.
    const trunks = makeFacts({
      colour: 'black',
      tentative: tops,
      imagenet: { frame: seen({ clothing: 0.98, swimsuit: over, board_shorts: over - 0.1 }) },
    });
    expect(simple(trunks).alt).toMatch(/^Black top\b/);
    const tights = makeFacts({
      colour: 'black',
      tentative: tops,
      imagenet: { frame: seen({ clothing: 0.98, tights: over + 0.1, swimsuit: over }) },
    });
    expect(simple(tights).alt).toMatch(/^Black top\b/);
  });

  it('keeps the head guess that already covers the garment: its cap is any hat, a swim cap too', () => {
    const cap = { objects: [], category: { fine: 'cap_hat', group: 'accessories', probability: 0.8, gateScore: 0.5 } };
    const hats = seen({ clothing: 0.79, hat: 0.72, swim_cap: 0.69 });
    expect(simple(makeFacts({ colour: 'black', tentative: cap, imagenet: { frame: hats } })).alt).toMatch(/^Black cap\b/);
    const tops = { objects: [], category: { fine: null, group: 'tops', probability: 0.7, gateScore: 0.5 } };
    expect(
      simple(makeFacts({ colour: 'purple', tentative: tops, imagenet: { frame: seen({ clothing: 1, hat: 1, swim_cap: 1 }) } })).alt,
    ).toBe('Purple swim cap');
  });

  it('does not call a chair a garment because of a little clothing mass', () => {
    const facts = makeFacts({ colour: 'grey', imagenet: { frame: seen({ furniture: 0.6, seat: 0.5, clothing: 0.25 }) } });
    expect(simple(facts).alt).not.toMatch(/garment/i);
  });

  it('does not name the fashion head refused guess when the classifier reads something else', () => {
    const facts = makeFacts({
      colour: 'black',
      tentative: { objects: [], category: { fine: 'wallet', group: 'accessories', probability: 0.7, gateScore: 0.6 } },
      imagenet: { frame: seen({ electronic_device: 0.7, computer: 0.5 }) },
    });
    expect(simple(facts).alt).not.toMatch(/wallet|accessor/i);
  });

  it('says nothing rather than something when no source is sure, and flags it', () => {
    const facts = makeFacts({ colour: 'blue', imagenet: { frame: seen({ furniture: 0.3, tableware: 0.25 }) } });
    expect(simple(facts)).toEqual({ alt: 'Product in shades of blue on a plain background', review: true });
  });

  it('calls a long-strapped "clock" on a packshot a watch, a round one a clock', () => {
    const clock = { imagenet: { frame: seen({ clock: 0.95 }) }, colour: 'silver' };
    expect(simple(makeFacts({ ...clock, productBox: [0.4, 0.05, 0.2, 0.9], foregroundShare: 0.12 })).alt).toMatch(/^(Silver )?watch/i);
    expect(simple(makeFacts({ ...clock, productBox: [0.2, 0.2, 0.6, 0.6], foregroundShare: 0.3 })).alt).toMatch(/^(Silver )?clock/i);
    // The detector's "clock" on the face is the same noun, not a finer one: the strap still makes it a watch.
    const face = { label: 'clock', score: 0.86, box: [0.42, 0.3, 0.16, 0.4] as [number, number, number, number] };
    expect(simple(makeFacts({ ...clock, objects: [face], productBox: [0.4, 0.05, 0.2, 0.9], foregroundShare: 0.12 })).alt).toMatch(
      /^(Silver )?watch/i,
    );
  });

  it('names a round packshot the classifier reads as a ball a ball, not the helmet it prefers', () => {
    // A disc: a square box (800 × 800 frame) the silhouette fills at π/4.
    const disc = { productBox: [0.2, 0.2, 0.6, 0.6] as [number, number, number, number], foregroundShare: 0.36 * 0.78, pieces: 1 };
    const helmetOrBall = {
      crop: seen({ clothing: 0.55, hat: 0.55, helmet: 0.55, sports_equipment: 0.4, ball: 0.4 }),
      frame: seen({ sports_equipment: 0.7, ball: 0.5 }),
    };
    expect(simple(makeFacts({ colour: 'red', ...disc, imagenet: helmetOrBall }))).toEqual({
      alt: 'Red ball on a plain background',
      review: true,
    });
    expect(simple(makeFacts({ colour: 'red', ...disc, imagenet: helmetOrBall }), 'fr').alt).toBe('Ballon rouge sur fond uni');
    // A long silhouette (a cap seen side on) keeps the classifier's garment word.
    const long = { ...disc, productBox: [0.1, 0.3, 0.8, 0.4] as [number, number, number, number] };
    expect(simple(makeFacts({ colour: 'red', ...long, imagenet: helmetOrBall })).alt).toBe('Red garment on a plain background');
  });

  it('says only "garment" for a top the head sees on a model the classifier reads as wearing trunks (shorts cut at the hips)', () => {
    const tops = { fine: null, group: 'tops', probability: 0.8, gateScore: 0.7 };
    const legs = (trunks: number): VisualFacts =>
      makeFacts({
        imageType: 'model',
        colour: 'navy',
        category: tops,
        imagenet: { frame: seen({ clothing: 0.76, board_shorts: trunks }) },
      });
    expect(simple(legs(0.38))).toEqual({ alt: 'Navy garment worn by a model', review: true });
    expect(simple(legs(0.38), 'fr').alt).toBe('Vêtement bleu marine porté par un mannequin');
    expect(simple(legs(0.1)).alt).toBe('Navy top worn by a model');
    // A tank top stays one: sports bras read as trunks too.
    const tank = makeFacts({
      imageType: 'model',
      colour: 'green',
      category: { fine: 'tank_top', group: 'tops', probability: 0.9, gateScore: 0.7 },
      imagenet: { frame: seen({ clothing: 0.8, board_shorts: 0.69 }) },
    });
    expect(simple(tank).alt).toBe('Green tank top worn by a model');
  });
});
