import { AppError, ERRORS } from './errors/index.ts';

/** Average time of one analysis before any has been measured (local engine on a small CPU). */
const FIRST_GUESS_MS = 1000;

/**
 * A bounded queue in front of the engine for interactive requests (single-image analysis): `active` analyses run at
 * once, `queue` more wait, and the next one is refused at once with 503 + Retry-After (the wait the queue would cost,
 * from the measured analysis time) instead of waiting ever longer. Bulk rows do not come here: the bulk runner bounds
 * its own rows in flight.
 */
export class EngineGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private averageMs = FIRST_GUESS_MS;

  constructor(
    private readonly active: number,
    private readonly queue: number,
  ) {}

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(analyse: () => Promise<T>): Promise<T> {
    if (this.running >= this.active) {
      if (this.waiting.length >= this.queue) {
        const seconds = Math.max(1, Math.ceil(((this.waiting.length / this.active + 1) * this.averageMs) / 1000));
        throw new AppError(ERRORS.engineBusy, { seconds }, { retryAfterSeconds: seconds });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    const started = performance.now();
    try {
      return await analyse();
    } finally {
      // Moving average over roughly the last ten analyses.
      this.averageMs = this.averageMs * 0.9 + (performance.now() - started) * 0.1;
      const next = this.waiting.shift();
      if (next) {
        next();
      } else {
        this.running -= 1;
      }
    }
  }
}
