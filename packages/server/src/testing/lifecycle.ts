import { afterAll, beforeAll } from 'vitest';

/** Registers a cleanup, run after the tests in the reverse order of registration (even when a later start step failed). */
export type Defer = (cleanup: () => unknown) => void;

/**
 * Something started before the tests of the enclosing file or `describe` and stopped after them: `start` registers
 * each cleanup as soon as the thing it undoes exists. Returns a getter that throws if used before the start.
 */
export function useStarted<T>(what: string, start: (defer: Defer) => Promise<T>): () => T {
  let value: T | undefined;
  const cleanups: Array<() => unknown> = [];
  beforeAll(async () => {
    value = await start((cleanup) => cleanups.push(cleanup));
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  });
  return () => {
    if (value === undefined) {
      throw new Error(`${what} not started yet`);
    }
    return value;
  };
}
