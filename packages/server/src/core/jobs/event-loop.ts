/**
 * Lets timers, sockets and signals run. PGlite answers in microtasks (its statements run synchronously in this thread),
 * so a loop of statements that never waits on I/O holds the event loop until it ends: /api/health, progress polls and
 * SIGTERM would wait for the whole loop. setImmediate runs after the pending I/O callbacks.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
