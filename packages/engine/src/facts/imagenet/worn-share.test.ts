import { describe, expect, it } from 'vitest';
import { wornShare } from './worn-share.ts';

describe('wornShare', () => {
  it('sums the top-level worn nouns of the frame or the crop, whichever is surer', () => {
    const frame = [
      { id: 'clothing', p: 0.3, depth: 0 },
      { id: 'coat', p: 0.2, depth: 1 },
      { id: 'footwear', p: 0.1, depth: 0 },
      { id: 'sports_equipment', p: 0.4, depth: 0 },
    ];
    // "coat" is already inside "clothing": only the roots count.
    expect(wornShare({ frame })).toBeCloseTo(0.4);
    expect(wornShare({ frame, crop: [{ id: 'bag', p: 0.7, depth: 0 }] })).toBeCloseTo(0.7);
  });

  it('is 0 for a photo of a person doing something else', () => {
    expect(
      wornShare({
        frame: [
          { id: 'person', p: 0.78, depth: 0 },
          { id: 'ball', p: 0.2, depth: 1 },
        ],
      }),
    ).toBe(0);
  });
});
