import { describe, expect, it } from 'vitest';
import { filterCounts, imageFileName, initialFilter } from './review-filter.ts';

const summary = (review: number, failed: number, total: number) => ({
  needsReviewCount: review,
  statusCounts: { success: total - failed, failed, skipped: 0, pending: 0 },
  totalProducts: total,
});

describe('review filter', () => {
  it('counts the rows to review, the failed rows and every row from the job summary', () => {
    expect(filterCounts(summary(2, 1, 4))).toEqual({ review: 2, failed: 1, all: 4 });
  });

  it('opens on rows to review, else failed rows, else all', () => {
    expect(initialFilter(filterCounts(summary(2, 1, 4)))).toBe('review');
    expect(initialFilter(filterCounts(summary(0, 1, 2)))).toBe('failed');
    expect(initialFilter(filterCounts(summary(0, 0, 1)))).toBe('all');
  });

  it('names an image by its file name, decoded, or by the URL when it has no path', () => {
    expect(imageFileName('https://cdn.shop/files/robe%20lin.jpg?v=3')).toBe('robe lin.jpg');
    expect(imageFileName('https://cdn.shop/')).toBe('https://cdn.shop/');
    expect(imageFileName('not a url')).toBe('not a url');
  });
});
