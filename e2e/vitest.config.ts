import { defineProject } from 'vitest/config';

// Browser tests share one Chromium and one server; run files one after another.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['src/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
