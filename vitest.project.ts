import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

type TestOptions = NonNullable<UserWorkspaceConfig['test']>;

/**
 * The test project of a Node workspace: `src/**\/*.test.ts` in node with room for real models, databases and
 * processes (60 s a test, 120 s a hook); `test` adds to or replaces those settings.
 */
export function nodeProject(test: TestOptions = {}): UserWorkspaceConfig {
  return defineProject({
    test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, ...test },
  });
}
