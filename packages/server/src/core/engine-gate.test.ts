import { describe, expect, it } from 'vitest';
import { EngineGate } from './engine-gate.ts';
import { isAppError } from './errors/index.ts';

function deferred(): { promise: Promise<string>; resolve: (v: string) => void } {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('EngineGate', () => {
  it('runs `active` at once, queues `queue` more in order, and refuses the next with 503 and a Retry-After', async () => {
    const gate = new EngineGate(1, 2);
    const jobs = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = jobs.map((job, i) =>
      gate.run(() => {
        started.push(i);
        return job.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(gate.load).toEqual({ running: 1, waiting: 2 });

    const refused = await gate.run(() => Promise.resolve('never')).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.status).toBe(503);
    expect(isAppError(refused) && refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(isAppError(refused) && refused.messageIn('fr')).toMatch(/^L.analyseur d.images est occupé/);

    jobs[0]!.resolve('a');
    await results[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    jobs[1]!.resolve('b');
    jobs[2]!.resolve('c');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its slot when an analysis fails', async () => {
    const gate = new EngineGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('decode')))).rejects.toThrow('decode');
    await expect(gate.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
