import { describe, expect, it } from 'vitest';
import { composeAlt } from './compose.ts';
import { makeFacts } from '../testing/make-facts.ts';

describe('confidence', () => {
  const conf = (...args: Parameters<typeof composeAlt>): number => composeAlt(...args).confidence;

  it('follows the documented formula for a merchant-named packshot', () => {
    // S = 1 (title noun), V = mean(0.9 type score, min(1, 0.6 / 0.5)) = 0.95,
    // C = 2 of the content words "red", "tote", "bag", "white", "background" are in the title → 0.4.
    expect(conf(makeFacts({ colour: 'red' }), { language: 'en', title: 'Tote Bag' })).toBe(
      Math.round((0.5 * 1 + 0.35 * 0.95 + 0.15 * 0.4) * 100) / 100,
    );
  });

  it('is higher with a merchant noun than with a guessed one, and tracks the category probability', () => {
    const facts = makeFacts({ colour: 'black', category: { fine: 'sneakers', group: 'shoes', probability: 0.9, gateScore: 0.7 } });
    const unsure = makeFacts({ colour: 'black', category: { fine: 'sneakers', group: 'shoes', probability: 0.5, gateScore: 0.6 } });
    const nothing = makeFacts({ colour: 'black' });
    const titled = conf(facts, { language: 'en', title: 'Runner Sneakers' });
    const head = conf(facts, { language: 'en' });
    expect(titled).toBeGreaterThan(head);
    expect(head).toBeGreaterThan(conf(unsure, { language: 'en' }));
    expect(conf(unsure, { language: 'en' })).toBeGreaterThan(conf(nothing, { language: 'en' }));
  });

  it('drops with a weak image-type score', () => {
    const clear = makeFacts({ colour: 'black', imageTypeScore: 0.95 });
    const unclear = makeFacts({ colour: 'black', imageTypeScore: 0.4 });
    expect(conf(clear, { language: 'fr' })).toBeGreaterThan(conf(unclear, { language: 'fr' }));
  });
});
