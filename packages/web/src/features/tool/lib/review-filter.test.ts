import { describe, expect, it } from 'vitest';
import { filterCounts, filterIds, imageFileName, initialFilter } from './review-filter.ts';

const row = (id: string, needsReview: boolean, processingStatus = 'success') => ({ id, needsReview, processingStatus });
const rows = [row('a', false), row('b', true), row('c', false, 'failed'), row('d', true)];

describe('review filter', () => {
  it('counts the rows to review, the failed rows and every row', () => {
    expect(filterCounts(rows)).toEqual({ review: 2, failed: 1, all: 4 });
  });

  it('opens on rows to review, else failed rows, else all', () => {
    expect(initialFilter(rows)).toBe('review');
    expect(initialFilter([row('a', false), row('c', false, 'failed')])).toBe('failed');
    expect(initialFilter([row('a', false)])).toBe('all');
  });

  it('takes the ids of a filter when it is chosen', () => {
    expect([...filterIds(rows, 'review')]).toEqual(['b', 'd']);
    expect([...filterIds(rows, 'failed')]).toEqual(['c']);
    expect(filterIds(rows, 'all').size).toBe(4);
  });

  it('names an image by its file name, decoded, or by the URL when it has no path', () => {
    expect(imageFileName('https://cdn.shop/files/robe%20lin.jpg?v=3')).toBe('robe lin.jpg');
    expect(imageFileName('https://cdn.shop/')).toBe('https://cdn.shop/');
    expect(imageFileName('not a url')).toBe('not a url');
  });
});
