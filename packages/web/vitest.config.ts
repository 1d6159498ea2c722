import { defineProject } from 'vitest/config';

// Unit tests for the web app: pure modules run in node, components in jsdom (per file with @vitest-environment).
export default defineProject({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
  },
});
