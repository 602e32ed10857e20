// Mutation testing of the domain rules (`npm run mutate -- domain`): Stryker changes the rules one
// small edit at a time (a `<` for a `<=`, a condition made always true, a string emptied) and runs
// the domain's tests against each change; a change the tests do not notice "survives".
// The score and how to read it are in docs/TESTING.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Named by path: under pnpm, Stryker cannot see the runner from where it is installed itself.
  plugins: [import.meta.resolve('@stryker-mutator/vitest-runner')],
  vitest: { configFile: 'vitest.config.ts' },
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/index.ts'],
  coverageAnalysis: 'perTest',
  // A mutant in a module-level constant (a zod schema, a table of words) changes what every test
  // imports, so each needs the whole suite reloaded: about a quarter of the mutants and nearly all
  // of the time. They are left out of the run and of the score (docs/TESTING.md says so).
  ignoreStatic: true,
  // Two cores shared with the rest of the machine.
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/domain.html' },
  jsonReporter: { fileName: 'reports/mutation/domain.json' },
  // Later runs test only the mutants whose code or tests changed since the last one.
  incremental: true,
  incrementalFile: 'reports/mutation/domain.incremental.json',
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
