/**
 * Polls /api/health one request at a time and keeps the slowest answer: a server whose event loop is held
 * (the PGlite freeze of issue 15 #13) shows up as one long request, not as missing samples.
 */
export interface HealthProbe {
  /** Stops polling; resolves with the slowest answer (ms) and the number of answers. */
  stop: () => Promise<{ maxMs: number; samples: number; failures: number }>;
  /** Slowest answer since the start or the last phase(); starts a new phase (a request in flight counts in the new one). */
  phase: () => number;
}

export function probeHealth(url: string, everyMs = 100): HealthProbe {
  let running = true;
  let maxMs = 0;
  let phaseMaxMs = 0;
  let samples = 0;
  let failures = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(300_000) });
        await res.arrayBuffer();
        if (!res.ok) {
          failures++;
        }
      } catch {
        failures++;
      }
      maxMs = Math.max(maxMs, performance.now() - started);
      phaseMaxMs = Math.max(phaseMaxMs, performance.now() - started);
      samples++;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    phase: () => {
      const phaseMax = Math.round(phaseMaxMs);
      phaseMaxMs = 0;
      return phaseMax;
    },
    stop: async () => {
      running = false;
      await loop;
      return { maxMs: Math.round(maxMs), samples, failures };
    },
  };
}
