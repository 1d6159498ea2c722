import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Import boundaries (docs/ARCHITECTURE.md). The server is one core plus feature folders: a feature imports
 * core (and contract/engine) but never another feature; core imports no feature; routes reach the database only
 * through a service. Web pages import shared code, never another page, and never the page loaders (that was an
 * import circle). Features are read from the folder, so a new one is covered without touching this file. The engine's
 * runtime (src/index.ts, the pool worker and everything they load) never imports its dev tools (tools/: eval, training,
 * measurement) or its test doubles (src/testing/); only tests do.
 */
const SERVER_FEATURES = readdirSync(path.join(import.meta.dirname, 'packages/server/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const NO_DATABASE_IN_ROUTES = [
  { regex: '\\.repository\\.ts$', message: 'Routes call a service; only services use repositories.' },
  { regex: '(^|/)db/', message: 'Routes call a service; only repositories touch the database.' },
  { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite'], message: 'Routes never touch the database.' },
];

function otherFeatures(feature) {
  const others = SERVER_FEATURES.filter((name) => name !== feature);
  return {
    regex: `^\\.{1,2}/(.*/)?(${others.join('|')})/`,
    message: `A feature does not import another feature (${feature} → ${others.join(', ')}): move what both need to src/core/.`,
  };
}

const serverBoundaries = SERVER_FEATURES.flatMap((feature) => [
  {
    files: [`packages/server/src/features/${feature}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatures(feature)] }] },
  },
  {
    // Later blocks replace a rule's options, so the route block repeats the feature boundary.
    files: [`packages/server/src/features/${feature}/**/*.{route,routes}.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatures(feature), ...NO_DATABASE_IN_ROUTES] }] },
  },
]);

const boundaries = [
  {
    files: ['packages/server/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features/', message: 'Core is shared by every feature and imports none of them.' }] },
      ],
    },
  },
  ...serverBoundaries,
  {
    files: ['packages/server/src/**/*.{route,routes}.ts'],
    ignores: ['packages/server/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: NO_DATABASE_IN_ROUTES }] },
  },
  {
    files: ['packages/engine/src/**/*.{ts,mjs}'],
    ignores: ['packages/engine/src/testing/**', 'packages/engine/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)tools/', message: 'Engine runtime code does not import tools/ (eval, training and measurement scripts).' },
            { regex: '(^|/)testing/', message: 'Only tests import src/testing/ (fake providers, hand-built facts, test images).' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'A page does not import another page: share it through components/ or lib/.' },
            { regex: '(^|/)pages/', message: 'A page does not import another page: share it through components/ or lib/.' },
            {
              regex: '(^|/)(route-table|page-loaders)\\.ts$',
              message: 'Pages take paths from routes/paths.ts; the route table loads the pages (no import circle).',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.threads/**', 'data/**', '**/*.d.ts', '**/drizzle/**', '**/vendor/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'vitest.project.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      // Rules that catch real bugs (style guide): floating promises, braces, unused code.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      curly: ['error', 'all'],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...boundaries,
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
