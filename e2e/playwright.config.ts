import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  // Each worker has a server and a database of its own (tests/fixtures.ts): two side by side keep
  // both cores busy while a page waits on the network. A file's journeys run in order, in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium
      ? {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        }
      : {},
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
