import { type Page, type TestInfo } from '@playwright/test';
import { ACHIEVEMENTS_TEXT, SKILLS_PROGRESS_TEXT } from '../../apps/web/src/features/progress/text';
import { REPORTS_TEXT } from '../../apps/web/src/features/reports/text';
import { expect, expectNoAxeViolations, finalScreenshot, signInAs, test } from './fixtures';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

function figure(page: Page, title: string) {
  return page.locator('[data-slot="card"]').filter({ hasText: title }).locator('p.text-2xl');
}

test('the president reads skills and achievements, and the reports follow the period', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'president@example.org');
  await page.goto('/skills-progress');
  await expect(
    page.getByRole('heading', { name: SKILLS_PROGRESS_TEXT.title, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(SKILLS_PROGRESS_TEXT.topCommunicators)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'skills-progress');

  await page.goto('/members/achievements');
  await expect(
    page.getByRole('heading', { name: ACHIEVEMENTS_TEXT.title, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Ice Breaker').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'achievements');

  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: REPORTS_TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: REPORTS_TEXT.membershipChart })).toBeVisible();
  await expect(page.getByRole('img', { name: REPORTS_TEXT.attendanceChart })).toBeVisible();
  const meetings = figure(page, REPORTS_TEXT.cards.totalMeetings);
  const quarter = Number(await meetings.textContent());
  expect(quarter).toBeGreaterThan(2);

  await page.getByRole('combobox', { name: REPORTS_TEXT.period }).click();
  await page.getByRole('option', { name: 'Last Year' }).click();
  await expect(meetings).not.toHaveText(String(quarter));
  const year = Number(await meetings.textContent());
  expect(year).toBeGreaterThan(quarter);

  await page.getByRole('combobox', { name: REPORTS_TEXT.period }).click();
  await page.getByRole('option', { name: 'Last Month' }).click();
  await expect(meetings).not.toHaveText(String(year));
  expect(Number(await meetings.textContent())).toBeLessThan(quarter);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: REPORTS_TEXT.exportReport }).click();
  expect((await download).suggestedFilename()).toMatch(/^club-report-month-.+\.csv$/);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
