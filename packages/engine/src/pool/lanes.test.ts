import { describe, expect, it } from 'vitest';
import { forEachInLanes } from './lanes.ts';

describe('forEachInLanes', () => {
  it('runs every item once, with at most `lanes` in flight, and hands each its index', async () => {
    const items = Array.from({ length: 23 }, (_, i) => `item${i}`);
    const seen: Array<[string, number]> = [];
    let inFlight = 0;
    let most = 0;
    await forEachInLanes(items, 4, async (item, i) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, (i * 7) % 5));
      seen.push([item, i]);
      inFlight--;
    });
    expect(seen.sort((a, b) => a[1] - b[1])).toEqual(items.map((item, i) => [item, i]));
    expect(most).toBe(4);
  });

  it('still works with no items, and with zero lanes asked for (one lane)', async () => {
    await expect(forEachInLanes([], 3, () => Promise.reject(new Error('never called')))).resolves.toBeUndefined();
    const done: number[] = [];
    await forEachInLanes([1, 2], 0, async (n) => {
      done.push(n);
    });
    expect(done).toEqual([1, 2]);
  });
});
