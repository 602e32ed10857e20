import { type Page } from '@playwright/test';
import { MEETINGS_PAGE_TEXT } from '../../apps/web/src/features/meetings/text';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  test,
} from './fixtures';

/** David Okafor (VP Education) is the confirmed toastmaster of the demo's next meeting. */
const HOLDER = 'David Okafor';

/** The holder's leadership roles as Skills Progress's Top Leaders shows them. */
async function leadershipRoles(page: Page): Promise<number> {
  await page.goto('/skills-progress');
  const row = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByText('Top Leaders', { exact: true }) })
    .getByRole('listitem')
    .filter({ hasText: HOLDER });
  await expect(row).toContainText(/\d+ leadership roles?/);
  return Number(/(\d+) leadership role/.exec((await row.textContent()) ?? '')?.[1]);
}

async function openPastMeetings(page: Page) {
  await page.getByRole('button', { name: MEETINGS_PAGE_TEXT.past.show }).click();
  return page.getByRole('list', { name: MEETINGS_PAGE_TEXT.past.title });
}

test('a manager completes the next meeting, its toastmaster is credited, and reopening takes it back', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'vpe@example.org');
  const before = await leadershipRoles(page);

  // Upcoming Meetings: the next meeting is marked completed and leaves the list.
  await page.goto('/meetings');
  const next = page.getByRole('article').first();
  const date = (await next.locator('dd').first().textContent()) ?? '';
  expect(date).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  await next
    .getByRole('combobox', { name: /^Change status/ })
    .selectOption({ label: 'Mark Completed' });
  await expectToast(page, 'Meeting marked Completed.');
  await expect(page.getByRole('article').filter({ hasText: date })).toHaveCount(0);

  // Past Meetings lists it as completed, with the control to reopen it.
  const past = await openPastMeetings(page);
  const held = past.getByRole('listitem').filter({ hasText: date });
  await expect(held).toContainText('Completed');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('completed.png'), fullPage: true });

  expect(await leadershipRoles(page)).toBe(before + 1);

  // Reopened to scheduled: back among the upcoming meetings, and the credit is taken back.
  await page.goto('/meetings');
  const reopened = (await openPastMeetings(page)).getByRole('listitem').filter({ hasText: date });
  await reopened
    .getByRole('combobox', { name: /^Change status/ })
    .selectOption({ label: 'Mark Scheduled' });
  await expectToast(page, 'Meeting marked Scheduled.');
  await expect(page.getByRole('article').first()).toContainText(date);
  await expect(reopened).toHaveCount(0);

  expect(await leadershipRoles(page)).toBe(before);

  await page.goto('/meetings');
  await openPastMeetings(page);
  await expect(page.getByRole('article').first()).toContainText(date);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
