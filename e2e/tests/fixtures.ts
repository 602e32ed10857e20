import { expect, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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

/** No axe violations on any screen. Call once the screen has settled. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
