import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest.config.ts (environment, timeouts); this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/*', 'e2e', 'bench'],
  },
});
