import { describe, expect, it } from 'vitest';
import { JobEta, JobEtas, REPEAT_COST, workPrefix } from './eta.ts';

const pending = (urls: string[]) => urls.map((url) => ({ url, unfinished: true }));

/**
 * A job run on a simulated clock: a first-seen photo takes `freshS` seconds, a repeat `repeatS`; the progress
 * endpoint is polled every 2 s. Returns, per poll, the estimate and the true time left.
 */
function simulate(urls: string[], estimator: (processed: number, now: number) => number | null, freshS = 1, repeatS = 0.02) {
  const seen = new Set<string>();
  const finishAt: number[] = [];
  let t = 0;
  for (const url of urls) {
    t += seen.has(url) ? repeatS : freshS;
    seen.add(url);
    finishAt.push(t);
  }
  const polls: Array<{ at: number; eta: number | null; truth: number }> = [];
  for (let at = 2; at < t; at += 2) {
    const processed = finishAt.filter((f) => f <= at).length;
    polls.push({ at, eta: estimator(processed, at * 1000), truth: t - at });
  }
  return polls;
}

/** 1 photo repeated 50 times, 200 distinct photos, then 750 rows repeating them: the shape behind "1 h, 2.6 h, 3 min". */
const SHAPE = [
  ...Array(51).fill('https://cdn.x/hero.jpg'),
  ...Array.from({ length: 200 }, (_, i) => `https://cdn.x/p${i}.jpg`),
  ...Array.from({ length: 750 }, (_, i) => `https://cdn.x/p${i % 200}.jpg`),
];

describe('bulk ETA', () => {
  it('counts a repeated URL (here or in a finished row) as a small fraction of a first-seen one', () => {
    const prefix = workPrefix([{ url: 'a', unfinished: false }, ...pending(['a', 'b', 'b', 'c', ''])]);
    expect([...prefix]).toEqual([0, REPEAT_COST, 1 + REPEAT_COST, 1 + 2 * REPEAT_COST, 2 + 2 * REPEAT_COST, 2 + 3 * REPEAT_COST]);
  });

  it('stays close to the real time left where the rows-per-second estimate is off by minutes', () => {
    const eta = new JobEta(workPrefix(pending(SHAPE)), 0);
    const polls = simulate(SHAPE, (processed, now) => eta.estimate(processed, now)).filter((p) => p.at >= 20);
    for (const p of polls) {
      expect(p.eta, `at ${p.at} s (truth ${p.truth.toFixed(0)} s)`).not.toBeNull();
      expect(Math.abs(p.eta! - p.truth), `at ${p.at} s: ${p.eta} vs ${p.truth.toFixed(0)} s`).toBeLessThanOrEqual(
        Math.max(10, p.truth * 0.25),
      );
    }
    // Never announces more time than the last poll did, plus the slack of one poll.
    polls.slice(1).forEach((p, i) => expect(p.eta!).toBeLessThanOrEqual(polls[i]!.eta! + 2));

    // The old estimate (rows done / seconds so far) after the run of distinct photos: 10 minutes for 15 s of work.
    const start = 0;
    const naive = simulate(SHAPE, (processed, now) =>
      processed === 0 ? null : Math.round((SHAPE.length - processed) / (processed / ((now - start) / 1000))),
    );
    const afterPhotos = naive.find((p) => p.at >= 206)!;
    expect(afterPhotos.eta! / afterPhotos.truth).toBeGreaterThan(10);
  });

  it('keeps one estimate per job, loaded once, and forgets it when told', async () => {
    const etas = new JobEtas();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return pending(['a', 'b', 'c', 'd']);
    };
    expect(await etas.estimate('j', 0, 0, load)).toBeNull();
    expect(await etas.estimate('j', 2, 4000, load)).toBe(4);
    expect(await etas.estimate('j', 4, 6000, load)).toBe(0);
    expect(loads).toBe(1);
    etas.forget('j');
    await etas.estimate('j', 0, 0, load);
    expect(loads).toBe(2);
    await expect(etas.estimate('k', 0, 0, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await etas.estimate('k', 0, 0, load)).toBeNull();
  });
});
