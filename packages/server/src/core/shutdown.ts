import type { Logger } from './logger.ts';
import { Readiness } from './readiness.ts';

export interface Shutdown {
  /** Set draining on SIGTERM/SIGINT, before anything is closed (/api/ready answers 503 at once). */
  readiness: Readiness;
  /** Registers something to close; closed in reverse order of registration. */
  onClose(close: () => Promise<void>): void;
}

/**
 * SIGTERM and SIGINT for an entry point (main.ts, worker.ts): mark the process draining, close what was opened in
 * reverse order (the app or the queue worker first, so work in hand finishes while the database is still open), exit 0.
 * A stuck close must not keep a deploy waiting forever: after `graceMs` the process exits 1, and what it still held is
 * taken back by the next start (in-process runner) or by the queue's stalled check (workers).
 */
export function handleShutdown(logger: Logger, graceMs: number): Shutdown {
  const readiness = new Readiness();
  const closers: Array<() => Promise<void>> = [];
  const shutdown = async (signal: string): Promise<void> => {
    logger.info({ signal }, 'shutting down');
    readiness.draining = true;
    setTimeout(() => process.exit(1), graceMs).unref();
    for (const close of closers.reverse()) {
      await close().catch((err: unknown) => logger.error({ err }, 'error during shutdown'));
    }
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(signal));
  }
  return { readiness, onClose: (close) => closers.push(close) };
}

/** The last words of an entry point that could not start: a configuration mistake on one line, anything else with its stack. */
export function exitOnStartFailure(what: string): (err: unknown) => void {
  return (err) => {
    // The engine's provider settings are validated when it is created; those are configuration mistakes, not crashes.
    const configError = err instanceof Error && (err as { kind?: unknown }).kind === 'config';
    const detail = err instanceof Error ? (configError ? err.message : (err.stack ?? err.message)) : String(err);
    process.stderr.write(`${what} failed to start: ${detail}\n`);
    process.exit(1);
  };
}
