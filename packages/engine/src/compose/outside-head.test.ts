import { describe, expect, it } from 'vitest';
import type { NounScore } from '../types.ts';
import { makeFacts } from '../testing/make-facts.ts';
import { nounDepth } from '../facts/imagenet/noun-scores.ts';
import { coveredByHead, outsideHeadNoun } from './outside-head.ts';

function seen(entries: Record<string, number>): NounScore[] {
  return Object.entries(entries).map(([id, p]) => ({ id, p, depth: nounDepth(id) }));
}

describe('outsideHeadNoun: a garment the fashion head has no class for', () => {
  it('reads a swimsuit over the line, without the swimming trunks under it', () => {
    expect(outsideHeadNoun(makeFacts({ imagenet: { frame: seen({ clothing: 0.9, swimsuit: 0.7 }) } }), 0.5)?.id).toBe('swimsuit');
    // 0.7 of swimsuit mass, 0.4 of it trunks: 0.3 left, under the line.
    expect(
      outsideHeadNoun(makeFacts({ imagenet: { frame: seen({ clothing: 0.9, swimsuit: 0.7, board_shorts: 0.4 }) } }), 0.5),
    ).toBeUndefined();
  });

  it('needs to be the best fine reading; the nouns above it are no rivals', () => {
    expect(outsideHeadNoun(makeFacts({ imagenet: { frame: seen({ clothing: 0.9, tights: 0.6, swimsuit: 0.55 }) } }), 0.5)).toBeUndefined();
    expect(outsideHeadNoun(makeFacts({ imagenet: { frame: seen({ clothing: 1, hat: 1, swim_cap: 1 }) } }), 0.5)?.id).toBe('swim_cap');
  });

  it('never reads a garment the head knows, nor one left out (an apron)', () => {
    expect(outsideHeadNoun(makeFacts({ imagenet: { frame: seen({ clothing: 0.9, socks: 0.9 }) } }), 0.5)).toBeUndefined();
    expect(outsideHeadNoun(makeFacts({ imagenet: { frame: seen({ clothing: 0.9, apron: 0.9 }) } }), 0.5)).toBeUndefined();
  });

  it("leaves the head's cap alone: it covers every hat", () => {
    const swimCap = outsideHeadNoun(makeFacts({ imagenet: { frame: seen({ clothing: 1, hat: 1, swim_cap: 1 }) } }), 0.5);
    expect(swimCap && coveredByHead(swimCap, { fine: 'cap_hat' })).toBe(true);
    expect(swimCap && coveredByHead(swimCap, { fine: null })).toBe(false);
  });
});
