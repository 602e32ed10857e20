import { defineProject } from 'vitest/config';

/** The tests that load the machine on purpose run after every other test file, one at a time. */
export const UNDER_LOAD = [
  'test/resilience/load.test.ts',
  'test/resilience/postgres-restart.test.ts',
];

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: UNDER_LOAD,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
