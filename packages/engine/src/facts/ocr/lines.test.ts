import { describe, expect, it } from 'vitest';
import { cleanText, isUsefulLine, keepLines, normaliseBox, textShare } from './lines.ts';

describe('OCR line filtering', () => {
  it('strips edge punctuation and collapses spaces', () => {
    expect(cleanText('  -VISITOR   CENTRE- ')).toBe('VISITOR CENTRE');
  });

  it('drops low confidence, CJK hallucinations, too-short and mostly-punctuation reads', () => {
    expect(isUsefulLine('Quechua', 0.98)).toBe(true);
    expect(isUsefulLine('Quechua', 0.6)).toBe(false);
    expect(isUsefulLine('欢养', 0.99)).toBe(false);
    expect(isUsefulLine('T', 0.99)).toBe(false);
    expect(isUsefulLine('*-*-*a1', 0.99)).toBe(false);
  });

  it('normalises quads to [x, y, w, h] within the image', () => {
    // prettier-ignore
    expect(normaliseBox([[10, 20], [110, 20], [110, 60], [10, 60]], 200, 100)).toEqual([0.05, 0.2, 0.5, 0.4]);
  });

  it('counts overlapping boxes once in the text share', () => {
    // prettier-ignore
    const lines = keepLines(
      [
        { text: 'HELLO', mean: 0.95, box: [[0, 0], [100, 0], [100, 50], [0, 50]] },
        { text: 'HELLO', mean: 0.95, box: [[0, 0], [100, 0], [100, 50], [0, 50]] },
        { text: 'x', mean: 0.95, box: [[0, 50], [100, 50], [100, 100], [0, 100]] },
      ],
      200,
      100,
    );
    expect(lines).toHaveLength(2);
    expect(textShare(lines)).toBeCloseTo(0.25, 2);
  });
});
