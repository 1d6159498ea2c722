import { nodeProject } from '../vitest.project.ts';

// Browser tests share one Chromium and one server; run files one after another.
export default nodeProject({
  name: 'e2e',
  include: ['src/**/*.e2e.test.ts'],
  testTimeout: 120_000,
  // beforeAll starts the server (model loading): seconds on a quiet machine, minutes on a loaded one.
  hookTimeout: 360_000,
  fileParallelism: false,
});
