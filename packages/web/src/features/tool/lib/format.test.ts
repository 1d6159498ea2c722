import { describe, expect, it } from 'vitest';
import { formatBytes, formatConfidence, formatDuration, formatPercent, formatSeconds, percentDone, successRate } from './format.ts';

describe('formatDuration', () => {
  it('shows seconds only under a minute', () => {
    expect(formatDuration(42, 'en')).toBe('42s');
    expect(formatDuration(42, 'fr')).toBe('42 s');
  });
  it('shows minutes and padded seconds', () => {
    expect(formatDuration(125, 'en')).toBe('2m 05s');
    expect(formatDuration(125, 'fr')).toBe('2 min 05 s');
  });
  it('rounds and never goes negative', () => {
    expect(formatDuration(59.6, 'en')).toBe('1m 00s');
    expect(formatDuration(-3, 'en')).toBe('0s');
  });
});

describe('rates', () => {
  it('computes percent done, clamped', () => {
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(5, 4)).toBe(100);
    expect(percentDone(0, 0)).toBe(0);
  });
  it('computes success rate with one decimal and 0 when empty', () => {
    expect(successRate(2, 3)).toBe(66.7);
    expect(successRate(0, 0)).toBe(0);
  });
});

describe('number display', () => {
  it('uses the language separators', () => {
    expect(formatPercent(66.7, 'en')).toBe('66.7%');
    expect(formatPercent(66.7, 'fr')).toBe('66,7\u202f%');
    // One way for every percentage: no trailing ".0", so a success rate of 75 reads like a metric of 75.
    expect(formatPercent(75, 'en')).toBe('75%');
    expect(formatPercent(75, 'fr')).toBe('75\u202f%');
    expect(formatSeconds(1.25, 'en')).toBe('1.3s');
    expect(formatSeconds(1.25, 'fr')).toBe('1,3\u00a0s');
    expect(formatConfidence(0.876, 'en')).toBe('88%');
  });
});

describe('formatBytes', () => {
  it('picks a unit per language', () => {
    expect(formatBytes(512, 'en')).toBe('512\u00a0B');
    expect(formatBytes(1536, 'en')).toBe('1.5\u00a0KB');
    expect(formatBytes(5 * 1024 * 1024, 'fr')).toBe('5,0\u00a0Mo');
  });
});
