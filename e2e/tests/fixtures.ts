import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

/** The first journey server's port; worker N serves on the port N above it. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 39217);
const SERVER_START_MS = 120_000;

/**
 * Every journey runs against a server and database of its Playwright worker's own (e2e/serve.mjs
 * with the built app and the demo club), so workers run side by side and never see each other's
 * changes; within a worker the journeys run one after another on the same server. A second
 * browser context of a journey's own takes the worker's address: `browser.newContext({ baseURL })`.
 */
export const test = base.extend<object, { server: string }>({
  server: [
    // Playwright reads a fixture's dependencies from this pattern; a worker fixture has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = BASE_PORT + workerInfo.parallelIndex;
      const url = `http://localhost:${port}`;
      // Another server already answering there (another checkout's journeys) would be taken for
      // this worker's own: refuse to start rather than run the journeys against it.
      const taken = await fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      );
      if (taken) throw new Error(`Port ${port} is in use; set E2E_PORT to a free one`);
      const child = spawn('node', [resolve(import.meta.dirname, '../serve.mjs')], {
        env: { ...process.env, E2E_PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const exited = new Promise((done) => child.once('exit', done));
      const deadline = Date.now() + SERVER_START_MS;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`The journey server on ${port} stopped`);
        const up = await fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (up) break;
        if (Date.now() > deadline) throw new Error(`The journey server on ${port} did not start`);
        await new Promise((wait) => setTimeout(wait, 250));
      }
      await use(url);
      child.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker', timeout: SERVER_START_MS + 30_000 },
  ],
  baseURL: async ({ server }, use) => use(server),
});

/** Signs in through the built-in development provider, exactly as a person would. */
export async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: /^Sign in with / }).click();
  await expect(page.getByRole('heading', { name: 'Lectern development sign-in' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

export async function signOut(page: Page) {
  await page.goto('/api/logout');
  await page.waitForURL((url) => url.pathname === '/');
}

/** Each journey leaves a picture of its last screen among the test artifacts. */
export async function finalScreenshot(page: Page, testInfo: TestInfo) {
  await page.screenshot({ path: testInfo.outputPath('last-screen.png'), fullPage: true });
}

export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Radix announces a toast in a live region too, so the text is on the page twice. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/**
 * No axe violations on any screen. Call once the screen has settled. Label in Name (WCAG 2.5.3,
 * level A: a control's accessible name contains its visible text) is among axe's experimental
 * rules, so it is named here.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
