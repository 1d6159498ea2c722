import { describe, expect, it } from 'vitest';
import { nounDepth } from '../facts/imagenet/noun-scores.ts';
import { makeFacts } from '../testing/make-facts.ts';
import { contradiction } from './contradicts.ts';

const dog = makeFacts({ imagenet: { frame: [{ id: 'dog', p: 0.99, depth: nounDepth('dog') }] } });

describe('contradiction', () => {
  it('reads the alt in its own language: "Four" in English is a number, not a French oven', () => {
    expect(contradiction('Four friends smiling', dog, undefined, 'en')).toBeUndefined();
    expect(contradiction('Un chat sur un canapé', dog, undefined, 'fr')?.named.en).toBe('cat');
    expect(contradiction('Four cats', dog, undefined, 'en')?.named.en).toBe('cat');
  });

  it('still catches an English noun the picture contradicts', () => {
    expect(contradiction('A cat asleep on a sofa', dog, undefined, 'en')?.seen.en).toBe('dog');
  });
});
