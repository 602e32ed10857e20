import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace: each package brings its own project config.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/api/vitest.under-load.config.ts',
      'scripts/vitest.config.ts',
    ],
    // Two test files at a time even on two cores (Vitest's default there is one): an API test file
    // spends much of its time waiting on PostgreSQL, which works in processes of its own.
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        'packages/domain/src/**/*.ts': {
          lines: 100,
          branches: 100,
          functions: 100,
          statements: 100,
        },
      },
    },
  },
});
