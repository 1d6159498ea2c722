import { describe, expect, it } from 'vitest';
import { defaultEngineWorkers, memoryLimit } from './engine-workers.ts';

const GB = 1024 ** 3;

describe('default ENGINE_WORKERS (issue 26)', () => {
  it('reads the cgroup limit when it is below the machine memory, else the total', () => {
    expect(memoryLimit({ constrained: () => GB, total: () => 24 * GB })).toEqual({ bytes: GB, source: 'cgroup' });
    // libuv answers 2^64 when the cgroup has no limit; cgroup v2's memory.max says "max".
    expect(memoryLimit({ constrained: () => 2 ** 64, v2Max: () => undefined, total: () => 24 * GB })).toEqual({
      bytes: 24 * GB,
      source: 'total',
    });
    expect(memoryLimit({ constrained: () => undefined, v2Max: () => 2 * GB, total: () => 24 * GB }).source).toBe('cgroup');
  });

  it('starts one worker per core while the memory holds them, fewer under a small limit, never none', () => {
    expect(defaultEngineWorkers(2, { bytes: 24 * GB, source: 'total' }).workers).toBe(2);
    expect(defaultEngineWorkers(16, { bytes: 2 * GB, source: 'cgroup' }).workers).toBe(3);
    const oneGb = defaultEngineWorkers(8, { bytes: GB, source: 'cgroup' });
    expect(oneGb.workers).toBe(1);
    expect(oneGb.reason).toMatch(/bound by memory: 8 cores; 1024 MB \(cgroup memory limit\)/);
    expect(defaultEngineWorkers(4, { bytes: 256 * 1024 ** 2, source: 'cgroup' }).workers).toBe(1);
  });
});
