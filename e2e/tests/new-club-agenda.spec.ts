// A new club's first meetings come from its own template: the president writes a structured
// template, schedules meetings with it, and the agenda starts at the meeting's time with the
// template's items; the editor moves the later items when one grows and fits a phone as cards; a
// member who joined by invitation volunteers on the first meeting without an officer adding roles.
import { type Browser, type Page } from '@playwright/test';
import { AGENDA_SCREEN_TEXT } from '../../apps/web/src/features/agenda/text';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  inDays,
  signInAs,
  signOut,
  test,
} from './fixtures';

const PHONE = { width: 390, height: 844 };
const TITLE = 'Riverside Weekly Meeting';

/** Signs in on the development provider as an existing person who is not on its list. */
async function signInByEmail(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Lectern development sign-in' })).toBeVisible();
  await page.getByLabel('Someone else (the e-mail of an existing user)').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A JSON call of the signed-in page's own session, as a script in the browser would send it. */
async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data, headers: { 'x-lectern-csrf': '1' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

/** The member's own browser: opens the invitation, signs in and joins. */
async function joinAs(browser: Browser, baseURL: string, link: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Join' }).click();
  await signInByEmail(page, email);
  await page.waitForURL((u) => u.pathname === new URL(link).pathname);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  return { context, page };
}

test('a new club schedules from its own template; the agenda starts at the meeting time and members volunteer at once', async ({
  page,
  browser,
  server,
}, testInfo) => {
  // Two people, three screens and four screenshots: longer than one journey's usual minute.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const president = `riverside.${stamp}@example.org`;

  // The platform makes the club (Wednesdays 19:00, Chicago) with its first president.
  await signInAs(page, 'admin@example.org');
  const club = await post(page, '/api/clubs', {
    name: `Riverside Speakers ${stamp}`,
    clubNumber: `RS${stamp}`,
    district: '30',
    timeZone: 'America/Chicago',
    locale: 'en-US',
    currency: 'USD',
    meetingDay: 'Wednesday',
    meetingTime: '19:00',
    presidentEmail: president,
  });
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: /^Sign in with / }).click();
  await signInByEmail(page, president);
  await page.waitForURL((url) => url.pathname === '/');

  // Settings: a structured default template of four items, two of them naming their role.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Create Template' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Structured' }).click();
  await dialog.getByLabel('Template Name').fill('Riverside Standard');
  await dialog.getByLabel('Default template').check();
  await dialog.getByLabel('Start Time').fill('19:00');
  await dialog.getByRole('button', { name: 'Call to Order (2 min)' }).click();
  await dialog.getByRole('button', { name: 'Prepared Speech (7 min)' }).first().click();
  await dialog.getByRole('button', { name: 'Table Topics (15 min)' }).click();
  await dialog.getByRole('button', { name: 'Closing Remarks (3 min)' }).click();
  await dialog.locator('#template-item-1-role').click();
  await page.getByRole('option', { name: 'Speaker 1', exact: true }).click();
  await dialog.locator('#template-item-2-role').click();
  await page.getByRole('option', { name: 'Table Topics Master', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expectToast(page, 'Agenda template created successfully');

  // Create Meeting: the default template is chosen already; two weeks from 18:30.
  await page.goto('/meetings/create');
  await expect(page.getByRole('combobox', { name: 'Agenda Template' })).toContainText(
    'Riverside Standard (Default)',
  );
  await expect(page.getByTestId('template-agenda-note')).toContainText("this template's 4 items");
  await page.getByLabel('Meeting Title').fill(TITLE);
  await page.getByLabel('Date', { exact: true }).fill(inDays(9));
  await page.getByLabel('Start Time').fill('18:30');
  await page.getByLabel('Recurring weekly meeting').check();
  await page.getByLabel('Number of weeks').fill('2');
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expectToast(page, 'Meeting Created');
  const card = page.getByRole('article').filter({ hasText: TITLE }).first();
  const href = await card.getByRole('link', { name: 'View Details' }).getAttribute('href');
  const meetingId = /\/meetings\/(\d+)\//.exec(href ?? '')?.[1];
  expect(meetingId).toBeDefined();

  // View Agenda: the template's four items from 6:30 PM, and the meeting ends with them.
  await page.goto(`/meetings/${meetingId}/view-agenda`);
  const agenda = page.getByRole('table', { name: AGENDA_SCREEN_TEXT.meetingAgenda });
  await expect(agenda.getByRole('row')).toHaveCount(5);
  const rows = agenda.getByRole('row');
  await expect(rows.nth(1)).toContainText('6:30');
  await expect(rows.nth(1)).toContainText('Call to Order');
  await expect(rows.nth(2)).toContainText('6:32');
  await expect(rows.nth(3)).toContainText('Table Topics');
  await expect(rows.nth(4)).toContainText('6:54');
  await expect(page.getByText('6:30 PM - 6:57 PM').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('agenda-desktop.png'), fullPage: true });

  // Edit Agenda: a longer first item moves the rest; deleting a row closes its gap.
  await page.goto(`/meetings/${meetingId}/edit-agenda`);
  await page.getByLabel('Max Time, row 1', { exact: true }).fill('5:00');
  await page.getByLabel('Activity, row 1', { exact: true }).click();
  await expect(page.getByLabel('Time, row 2', { exact: true })).toHaveValue('18:35');
  await expect(page.getByLabel('Time, row 4', { exact: true })).toHaveValue('18:57');
  await page.getByRole('button', { name: 'Delete row 3' }).click();
  await expect(page.getByLabel('Time, row 3', { exact: true })).toHaveValue('18:42');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Meeting agenda updated successfully');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('editor-desktop.png'), fullPage: true });

  // On a phone the editor is a list of cards, each with its delete button on the screen.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId('agenda-item')).toHaveCount(3);
  for (const button of await page.getByRole('button', { name: /^Delete row / }).all()) {
    const box = await button.boundingBox();
    expect((box?.x ?? PHONE.width) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('editor-phone.png'), fullPage: true });

  // A member joins by invitation and volunteers on the first meeting: its roles are there.
  const invite = await post(page, `/api/clubs/${String(club.id)}/invites`, {
    role: 'member',
    maxUses: 1,
  });
  const member = await joinAs(browser, server, String(invite.url), 'outsider@example.org');
  await member.page.setViewportSize(PHONE);
  await member.page.goto('/meetings');
  const first = member.page.getByRole('article').filter({ hasText: TITLE }).first();
  await expect(first.getByText('No roles available for this meeting yet.')).toHaveCount(0);
  await first.getByRole('button', { name: 'Volunteer' }).first().click();
  await expectToast(member.page, "You've successfully volunteered for this role!");
  await expect(first.getByText('Your Assigned Roles')).toBeVisible();
  await expectNoAxeViolations(member.page);
  await member.page.screenshot({
    path: testInfo.outputPath('member-phone.png'),
    fullPage: true,
  });
  await member.context.close();
  await finalScreenshot(page, testInfo);
});
