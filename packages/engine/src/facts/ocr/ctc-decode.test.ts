import { describe, expect, it } from 'vitest';
import { ctcDecode, ctcDictionary } from './ctc-decode.ts';

/** One row per time step: the given class gets probability p, the others share the rest. */
function steps(classes: number, picks: readonly [number, number][]): Float32Array {
  const out = new Float32Array(picks.length * classes);
  for (const [t, [c, p]] of picks.entries()) {
    out.fill((1 - p) / (classes - 1), t * classes, (t + 1) * classes);
    out[t * classes + c] = p;
  }
  return out;
}

describe('ctcDecode', () => {
  it('drops blanks and repeats, keeps a letter repeated across a blank, averages the kept probabilities', () => {
    const dictionary = ctcDictionary('a\nb\nc\n'); // the trailing newline leaves an empty entry before the space
    expect(dictionary).toEqual(['a', 'b', 'c', '', ' ']);
    const classes = dictionary.length + 1;
    const probabilities = steps(classes, [
      [1, 0.9], // a
      [1, 0.8], // repeat: dropped
      [0, 0.99], // blank
      [1, 0.7], // a again
      [5, 0.6], // space
      [3, 0.5], // c
    ]);
    const line = ctcDecode(probabilities, 6, classes, dictionary);
    expect(line.text).toBe('aa c');
    expect(line.mean).toBeCloseTo((0.9 + 0.7 + 0.6 + 0.5) / 4, 6);
  });

  it('gives an empty line with mean 0 when every step is blank', () => {
    expect(
      ctcDecode(
        steps(4, [
          [0, 0.9],
          [0, 0.8],
        ]),
        2,
        4,
        ctcDictionary('x\ny'),
      ),
    ).toEqual({ text: '', mean: 0 });
  });
});
