// `npm test`: every check the project has — formatting, lint, types, unit and integration tests
// (real PostgreSQL when DATABASE_URL is set, else the embedded database), a production build, its
// bundle budgets and the browser journeys. Ends with one summary line.
//
// The machine has few cores and most tools use one: formatting and lint run beside the type check
// and the build, then the tests, which use every core themselves.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, findChromium, root, run } from './lib.mjs';

const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });
const vitestReports = [join(reports, 'vitest-domain.json'), join(reports, 'vitest.json')];
const playwrightReport = join(reports, 'playwright.json');
for (const stale of [...vitestReports, playwrightReport]) rmSync(stale, { force: true });

/** Runs the steps one after another, each announced by its title. */
async function steps(...list) {
  for (const [title, command, args, options] of list) {
    console.log(`\n▶ ${title}`);
    await run(command, args, options);
  }
}

/** Runs step lists side by side; the first failure is reported once all of them have ended. */
async function sideBySide(...lists) {
  const results = await Promise.allSettled(lists.map((list) => steps(...list)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

const chromium = findChromium();
const vitestJson = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

let failure;
try {
  ensureInstalled();
  await sideBySide(
    [
      ['Formatting (prettier)', 'prettier', ['--check', '.', '--log-level', 'warn']],
      ['Lint (eslint)', 'eslint', ['.', '--max-warnings', '0']],
    ],
    [
      ['Types (tsc)', 'turbo', ['run', 'typecheck', '--output-logs=errors-only']],
      [
        'Production build',
        'turbo',
        [
          'run',
          'build',
          '--filter=@lectern/api',
          '--filter=@lectern/web',
          '--output-logs=errors-only',
        ],
      ],
    ],
  );
  await steps(
    [
      'Domain rules, with their coverage (every line and branch)',
      'vitest',
      ['run', '--project', 'domain', '--coverage', ...vitestJson(vitestReports[0])],
    ],
    [
      `Unit and integration tests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`,
      'vitest',
      ['run', '--project', '!domain', ...vitestJson(vitestReports[1])],
    ],
    [
      'Web bundle budgets (landing ≤ 100 KiB, dashboard ≤ 165 KiB, one line per screen, gzip JS)',
      'node',
      ['scripts/web-bundle-check.mjs'],
    ],
    [
      'Browser journeys (Playwright)',
      'playwright',
      ['test', '-c', 'e2e/playwright.config.ts'],
      {
        env: {
          ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
          PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
        },
      },
    ],
  );
} catch (error) {
  failure = error;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const vitestReport of vitestReports) {
  if (!existsSync(vitestReport)) continue;
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (existsSync(playwrightReport)) {
  const stats = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats ?? {};
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}
if (failure && counts.failed === 0) counts.failed = 1;
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
if (failure) {
  console.error(failure.message);
  process.exit(failure.exitCode ?? 1);
}
