import { describe, expect, it } from 'vitest';
import { inOrder, reviewFirstIds } from './review-order.ts';

const rows = [
  { id: 'a', needsReview: false },
  { id: 'b', needsReview: true },
  { id: 'c', needsReview: false },
  { id: 'd', needsReview: true },
];

describe('reviewFirstIds', () => {
  it('puts rows to review first, each group in sheet order', () => {
    expect(reviewFirstIds(rows)).toEqual(['b', 'd', 'a', 'c']);
    expect(reviewFirstIds([])).toEqual([]);
  });
});

describe('inOrder', () => {
  it('keeps a remembered order even after a row loses its flag', () => {
    const order = reviewFirstIds(rows);
    const edited = rows.map((r) => (r.id === 'b' ? { ...r, needsReview: false } : r));
    expect(inOrder(edited, order).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('places rows the order does not know after it, in their own order', () => {
    expect(inOrder([...rows, { id: 'e', needsReview: true }], ['d', 'a']).map((r) => r.id)).toEqual(['d', 'a', 'b', 'c', 'e']);
  });
});
