import { describe, expect, it } from 'vitest';
import { adminSuccessRate, formatAvgSeconds, formatDate, formatRate, statusTone } from './admin-format.ts';

describe('adminSuccessRate', () => {
  it('is successful/images in percent with one decimal', () => {
    expect(adminSuccessRate({ totalImages: 3, totalSuccessful: 2 })).toBe(66.7);
    expect(adminSuccessRate({ totalImages: 8, totalSuccessful: 8 })).toBe(100);
  });
  it('is 0 when there are no images', () => {
    expect(adminSuccessRate({ totalImages: 0, totalSuccessful: 0 })).toBe(0);
  });
  it('formats in French', () => {
    expect(formatRate(66.7)).toBe('66,7\u202f%');
    expect(formatRate(0)).toBe('0,0\u202f%');
  });
});

describe('formatAvgSeconds', () => {
  it('turns milliseconds into seconds with one decimal', () => {
    expect(formatAvgSeconds(2345)).toBe('2,3\u00a0s');
    expect(formatAvgSeconds(0)).toBe('0,0\u00a0s');
  });
});

describe('statusTone', () => {
  it('maps the three shown statuses and greys the rest', () => {
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('processing')).toBe('blue');
    expect(statusTone('failed')).toBe('red');
    expect(statusTone('pending')).toBe('grey');
    expect(statusTone('whatever')).toBe('grey');
  });
});

describe('formatDate', () => {
  it('keeps an unparseable value as is', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
  it('formats a real ISO date in French', () => {
    expect(formatDate('2025-10-01T08:30:00.000Z')).toMatch(/2025/);
    expect(formatDate('2025-10-01T08:30:00.000Z')).toMatch(/oct/);
  });
});
