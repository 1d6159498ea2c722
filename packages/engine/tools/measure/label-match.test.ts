import { describe, expect, it } from 'vitest';
import { PALETTE_BY_KEY } from '../../src/facts/colour/palette.ts';
import { colourMatches, labelFamilies } from './label-match.ts';

describe('label matching', () => {
  it('normalises source vocabularies to colour families', () => {
    expect(labelFamilies('Navy Blue')).toEqual(['blue']);
    expect(labelFamilies('blue, pink')).toEqual(['blue', 'pink']);
    expect(colourMatches('navy', 'Blue')).toBe(true);
    expect(colourMatches('silver', 'Gray')).toBe(true);
    expect(colourMatches('burgundy', 'Maroon')).toBe(true);
    expect(colourMatches('grey', 'Black')).toBe(false);
    expect(colourMatches('unknown-key', 'Black')).toBe(false);
  });

  it('every palette family is reachable from some label', () => {
    const families = new Set([...PALETTE_BY_KEY.values()].map((p) => p.family));
    for (const f of families) {
      expect(labelFamilies(f)).toContain(f);
    }
  });
});
