// `npm test`: every check the project has, in the order that fails fastest — formatting, lint,
// types, unit and integration tests (real PostgreSQL when DATABASE_URL is set, else the embedded
// database), then a production build, its bundle budgets and the browser journeys. Ends with one
// summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, findChromium, root, runSync } from './lib.mjs';

const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });
for (const stale of ['vitest.json', 'playwright.json'])
  rmSync(join(reports, stale), { force: true });
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

function step(title, fn) {
  console.log(`\n▶ ${title}`);
  fn();
}

let failure;
try {
  ensureInstalled();
  step('Formatting (prettier)', () => runSync('prettier', ['--check', '.', '--log-level', 'warn']));
  step('Lint (eslint)', () => runSync('eslint', ['.', '--max-warnings', '0']));
  step('Types (tsc)', () => runSync('turbo', ['run', 'typecheck', '--output-logs=errors-only']));
  step(
    `Unit and integration tests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`,
    () =>
      runSync('vitest', [
        'run',
        '--coverage',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ]),
  );
  step('Production build', () =>
    runSync('turbo', [
      'run',
      'build',
      '--filter=@lectern/api',
      '--filter=@lectern/web',
      '--output-logs=errors-only',
    ]),
  );
  step(
    'Web bundle budgets (landing ≤ 100 KiB, dashboard ≤ 170 KiB, one line per screen, gzip JS)',
    () => runSync('node', ['scripts/web-bundle-check.mjs']),
  );
  step('Browser journeys (Playwright)', () => {
    const chromium = findChromium();
    runSync('playwright', ['test', '-c', 'e2e/playwright.config.ts'], {
      env: {
        ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      },
    });
  });
} catch (error) {
  failure = error;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(vitestReport)) {
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
