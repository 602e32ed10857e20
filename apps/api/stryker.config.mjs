// Mutation testing of the API's services (`npm run mutate -- reports`, …; scripts/mutate.mjs
// names the target, its files and its tests). The tests run against PostgreSQL (DATABASE_URL),
// so each run is limited to one service and the test files that cover it.
const target = process.env.MUTATE_TARGET ?? 'api';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Named by path: under pnpm, Stryker cannot see the runner from where it is installed itself.
  plugins: [import.meta.resolve('@stryker-mutator/vitest-runner')],
  // Only the target's test files (MUTATE_TESTS), not every file that imports the service.
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  // Two cores shared with the rest of the machine; each test file makes its own database.
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${target}.html` },
  jsonReporter: { fileName: `reports/mutation/${target}.json` },
  incremental: true,
  incrementalFile: `reports/mutation/${target}.incremental.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
