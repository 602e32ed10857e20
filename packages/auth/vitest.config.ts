import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'auth',
    include: ['src/**/*.test.ts'],
    // PGlite's first start in a process takes several seconds.
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
