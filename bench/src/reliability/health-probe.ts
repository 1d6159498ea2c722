/**
 * Polls /api/health one request at a time and keeps the slowest answer: a server whose event loop is held
 * (the PGlite freeze of issue 15 #13) shows up as one long request, not as missing samples.
 */
export interface HealthProbe {
  /** Starts a new phase: requests sent from now on count in it (one still in flight counts in the phase it was sent in). */
  mark: () => void;
  /** Stops polling; the slowest answer overall and per phase (ms), and the number of answers. */
  stop: () => Promise<{ maxMs: number; phaseMaxMs: number[]; samples: number; failures: number }>;
}

export function probeHealth(url: string, everyMs = 100): HealthProbe {
  let running = true;
  let failures = 0;
  let phase = 0;
  const sent: Array<{ phase: number; ms: number }> = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const inPhase = phase;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(300_000) });
        await res.arrayBuffer();
        if (!res.ok) {
          failures++;
        }
      } catch {
        failures++;
      }
      sent.push({ phase: inPhase, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    mark: () => {
      phase += 1;
    },
    stop: async () => {
      running = false;
      await loop;
      const phaseMaxMs = Array.from({ length: phase + 1 }, (_, p) =>
        Math.round(Math.max(0, ...sent.filter((s) => s.phase === p).map((s) => s.ms))),
      );
      return { maxMs: Math.max(0, ...phaseMaxMs), phaseMaxMs, samples: sent.length, failures };
    },
  };
}
