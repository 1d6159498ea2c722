import { describe, expect, it } from 'vitest';
import { RoundRobin } from './round-robin.ts';

describe('RoundRobin', () => {
  it('serves each job in turn, skipping those at their cap', () => {
    const rr = new RoundRobin<{ id: string; busy: number; cap: number }>();
    const slow = { id: 'slow', busy: 0, cap: 3 };
    const small = { id: 'small', busy: 0, cap: 3 };
    rr.add(slow);
    rr.add(small);
    const picks: string[] = [];
    // Six slots: the slow job never gets more than its cap, the other job gets the rest.
    for (let slot = 0; slot < 6; slot++) {
      const job = rr.next((j) => j.busy < j.cap);
      if (job) {
        job.busy += 1;
        picks.push(job.id);
      }
    }
    expect(picks).toEqual(['slow', 'small', 'slow', 'small', 'slow', 'small']);
    expect(rr.next((j) => j.busy < j.cap)).toBeUndefined();
  });

  it('keeps the turn order when a job leaves before the cursor', () => {
    const rr = new RoundRobin<string>();
    ['a', 'b', 'c'].forEach((x) => rr.add(x));
    expect(rr.next(() => true)).toBe('a');
    expect(rr.next(() => true)).toBe('b');
    rr.remove('a');
    expect(rr.next(() => true)).toBe('c');
    expect(rr.next(() => true)).toBe('b');
    rr.remove('b');
    rr.remove('c');
    expect(rr.size).toBe(0);
    expect(rr.next(() => true)).toBeUndefined();
  });
});
