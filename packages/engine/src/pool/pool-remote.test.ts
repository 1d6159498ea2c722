import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../testing/fake-provider.ts';
import { errorReply, textReply } from '../testing/fake-wire.ts';
import { answerJson, testConfig } from '../testing/provider-setup.ts';
import { createEnginePool, type AltEnginePool } from './pool.ts';

const DEV = process.env.ALT_EVAL_DIR ?? fileURLToPath(new URL('../../../../../shared/eval/dev/', import.meta.url));
const PHOTO = `${DEV}/images/p0002.jpg`;
const DELAY_MS = 500;
const CALLS = 8;

/**
 * A pool of ONE thread with a hosted model answering in 500 ms: the calls must overlap (they run on the calling
 * thread), and a failed call must still get the full local analysis, done in the thread.
 */
describe.skipIf(!existsSync(PHOTO))('createEnginePool with a remote provider', () => {
  let provider: FakeProvider;
  let pool: AltEnginePool;
  let inFlight = 0;
  let maxInFlight = 0;
  let failing = false;
  const fallbacks: unknown[] = [];

  beforeAll(async () => {
    provider = await startFakeProvider();
    provider.reply((req) => {
      if (failing) {
        return errorReply('openai-compatible', 500, 'upstream failure');
      }
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => (inFlight -= 1), DELAY_MS).unref();
      return { ...textReply('openai-compatible', answerJson('Brown canvas travel bag on a white background'), req), delayMs: DELAY_MS };
    });
    pool = await createEnginePool({
      workers: 1,
      provider: testConfig('openai-compatible', provider.url, { maxRetries: 0 }),
      onFallback: (error) => fallbacks.push(error),
    });
  }, 120_000);

  afterAll(async () => {
    await pool?.close();
    await provider?.close();
  });

  it('keeps many provider calls in flight at once, more than the pool has threads', async () => {
    const image = new Uint8Array(readFileSync(PHOTO));
    const results = await Promise.all(
      Array.from({ length: CALLS }, () => pool.analyze(image, { language: 'en', title: 'Overnight Duffle' })),
    );
    expect(results.map((r) => r.engine)).toEqual(Array(CALLS).fill('openai-compatible:llava:13b'));
    expect(results.every((r) => !r.fallback && r.altTag === 'Brown canvas travel bag on a white background')).toBe(true);
    // One thread doing the calls would have seen one at a time; the calling thread overlaps them all.
    // (Typically all 8 at once; the bound stays loose so a loaded machine cannot make it flake.)
    expect(maxInFlight).toBeGreaterThan(pool.workers);
    // Grounded by quick facts only: no detector ran, and they took milliseconds, not the local engine's ~400 ms.
    expect(results[0]?.facts.objects).toEqual([]);
    expect(results[0]?.timingsMs.provider).toBeGreaterThanOrEqual(DELAY_MS - 50);
  });

  it('falls back to the full local analysis in the thread when the provider fails, and says so', async () => {
    failing = true;
    const r = await pool.analyze(new Uint8Array(readFileSync(PHOTO)), { language: 'fr', title: 'Overnight Duffle' });
    expect(r.engine).toBe('local');
    expect(r.fallback).toBe(true);
    expect(r.altTag).toMatch(/^Sac de voyage Overnight/);
    // The local detectors ran (the thread's engine), and the failed attempt's time is kept.
    expect(r.timingsMs).toMatchObject({ grounding: expect.any(Number), provider: expect.any(Number), detect: expect.any(Number) });
    // The callback now works with a pool: the provider is called on this thread.
    expect(fallbacks).toHaveLength(1);
  });
});
