import { nodeProject } from '../vitest.project.ts';

// Browser tests share one Chromium and one server; run files one after another.
export default nodeProject({
  name: 'e2e',
  include: ['src/**/*.e2e.test.ts'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  fileParallelism: false,
});
