/**
 * The 1 GB test (bulk.memory-limit.test.ts) is only worth something if its limit ends a process that goes past it:
 * a child that fills 200 MB under a 96 MB limit must die, in the cgroup mode this machine offers and in the RSS
 * watchdog (the mode of a machine without a writable cgroup), including memory held by a grandchild.
 */
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLimiter, type MemoryLimiter } from './memory-limit.ts';

const LIMIT_BYTES = 96 * 1024 ** 2;
/** Fills (so it is resident) 200 MB in steps, then waits to be killed; exits 0 if nothing does within 20 s. */
const HOG = `const b = []; for (let i = 0; i < 20; i++) { b.push(Buffer.alloc(10 * 1024 * 1024, 1)); } setTimeout(() => process.exit(0), 20000);`;
/** The same memory, held by a child of the watched process. */
const PARENT = `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(HOG)}], { stdio: 'inherit' }); c.on('exit', (code, signal) => process.exit(signal ? 9 : code));`;

let limiter: MemoryLimiter | undefined;
afterEach(() => limiter?.dispose());

async function runUnder(script: string, watchdogOnly: boolean): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  limiter = createMemoryLimiter(LIMIT_BYTES, { watchdogOnly });
  const child = spawn(process.execPath, ['-e', script], { stdio: 'inherit' });
  limiter.add(child.pid ?? 0);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
}

describe('memory limiter', () => {
  it('the RSS watchdog kills a process past the limit', async () => {
    const end = await runUnder(HOG, true);
    expect(end.signal).toBe('SIGKILL');
    expect(limiter?.exceededMb()).toBeGreaterThan(96);
  }, 30_000);

  it('the RSS watchdog counts the memory of the process tree', async () => {
    const end = await runUnder(PARENT, true);
    expect(end.signal).toBe('SIGKILL');
    expect(limiter?.exceededMb()).toBeGreaterThan(96);
  }, 30_000);

  it('the preferred mode (a cgroup where one is writable) ends a process past the limit too', async () => {
    const end = await runUnder(HOG, false);
    expect(end.code === 0 && end.signal === null).toBe(false);
  }, 30_000);
});
