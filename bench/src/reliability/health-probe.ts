/**
 * Polls /api/health one request at a time and keeps the slowest answer: a server whose event loop is held
 * (the PGlite freeze of issue 15 #13) shows up as one long request, not as missing samples.
 */
export interface HealthProbe {
  /** Starts a new phase: requests sent from now on count in it (one still in flight counts in the phase it was sent in). */
  mark: () => void;
  /**
   * Stops polling; the slowest answer overall and per phase (ms), when in its phase it was sent (ms from the phase's
   * start: tells which part of a job held the server), and the number of answers.
   */
  stop: () => Promise<{ maxMs: number; phaseMaxMs: number[]; phaseSlowestAtMs: number[]; samples: number; failures: number }>;
}

export function probeHealth(url: string, everyMs = 100): HealthProbe {
  let running = true;
  let failures = 0;
  let phase = 0;
  const phaseStarts = [performance.now()];
  const sent: Array<{ phase: number; at: number; ms: number }> = [];
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
      sent.push({ phase: inPhase, at: started - phaseStarts[inPhase]!, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    mark: () => {
      phase += 1;
      phaseStarts.push(performance.now());
    },
    stop: async () => {
      running = false;
      await loop;
      const slowest = Array.from({ length: phase + 1 }, (_, p) =>
        sent.filter((s) => s.phase === p).reduce((a, b) => (b.ms > a.ms ? b : a), { phase: p, at: 0, ms: 0 }),
      );
      const phaseMaxMs = slowest.map((s) => Math.round(s.ms));
      const phaseSlowestAtMs = slowest.map((s) => Math.round(s.at));
      return { maxMs: Math.max(0, ...phaseMaxMs), phaseMaxMs, phaseSlowestAtMs, samples: sent.length, failures };
    },
  };
}
