// A new club's first day: a new person creates "Riverside Speakers" (Wednesdays 19:00,
// America/Chicago) through the real screens, sees the first-week checklist, invites a member who
// joins by the link on a phone, and works every officer page from the phone through More.
import { type Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  inDays,
  signInAs,
  test,
} from './fixtures';

const PHONE = { width: 390, height: 844 };

/** Every tab label of the phone's tab bar fits its tab. */
async function expectNoClippedTabs(page: Page) {
  const tabs = page.getByRole('navigation', { name: 'Sections' }).locator('a, button');
  await expect(tabs).toHaveCount(4);
  const clipped = await tabs.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => element.textContent),
  );
  expect(clipped).toEqual([]);
}

/** Opens a page from the phone's More menu and waits for its heading. */
async function openFromMore(page: Page, link: string, heading: string | RegExp) {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: 'More' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'More' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: link, exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('a new club’s first day: create, the checklist, an invitation joined on a phone, every officer page from the phone', async ({
  page,
  browser,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now();

  // A first-time visitor is greeted as one.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome to Lectern', level: 1 })).toBeVisible();
  await signInAs(page, 'newcomer@example.org');

  // The newcomer may already be a guest elsewhere (another journey on this server); the way to
  // a new club is the welcome screen's link when they have none.
  const create = page.getByRole('link', { name: 'Create a club' });
  if (await create.isVisible()) await create.click();
  else await page.goto('/clubs/new');
  await expect(page.getByRole('heading', { name: 'Create a club', level: 1 })).toBeVisible();
  await page.getByLabel('Club name').fill('Riverside Speakers');
  await page.getByLabel('Club number').fill(`RS${stamp}`);
  await page.getByLabel('District', { exact: true }).fill('30');
  await page.getByLabel('Time zone').selectOption('America/Chicago');
  await page.getByLabel('Meeting day').selectOption('Wednesday');
  await page.getByLabel('Meeting time').fill('19:00');
  await page.getByLabel('Date format (locale)').selectOption('en-US');
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByRole('button', { name: 'Create Club' }).click();
  await expectToast(page, 'Riverside Speakers created');
  await page.waitForURL((url) => url.pathname === '/');

  // The dashboard of a club just made: the first-week checklist, not "All caught up!".
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Riverside Speakers').first()).toBeVisible();
  const checklist = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Your first week' }),
  });
  await expect(checklist).toBeVisible();
  // Chosen on the creation form, the locale and currency are ticked from the club's first day.
  await expect(checklist.getByText('1 of 7 done')).toBeVisible();
  await expect(page.getByText('All caught up!')).toHaveCount(0);
  await expect(checklist.getByRole('link', { name: /Invite your members/ })).toHaveAttribute(
    'href',
    '/invites',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('desktop-checklist.png'), fullPage: true });

  // Invite a member, from the checklist's own link.
  await checklist.getByRole('link', { name: /Invite your members/ }).click();
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await page.getByLabel('Joins as').selectOption('member');
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  await expectToast(page, 'Invitation created');
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  await expect(page.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('desktop-invitation.png'), fullPage: true });

  // The step is ticked from the club's records.
  await page.goto('/');
  await expect(checklist.getByText('2 of 7 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: /Invite your members \(Done\)/ })).toBeVisible();

  // The first meeting, from the checklist's own link.
  await checklist.getByRole('link', { name: /Schedule the first meetings/ }).click();
  await expect(page.getByRole('heading', { name: 'Create New Meeting' })).toBeVisible();
  await page.getByLabel('Meeting Title').fill('Riverside Speakers Meeting');
  await page.getByLabel('Date', { exact: true }).fill(inDays(7));
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expectToast(page, 'Meeting Created');
  await page.goto('/');
  await expect(checklist.getByText('3 of 7 done')).toBeVisible();

  // A member opens the link on a phone (a browser of their own), signs in and joins.
  const phone = await browser.newContext({ baseURL: server, viewport: PHONE, isMobile: true });
  const member = await phone.newPage();
  await member.goto(new URL(link).pathname);
  await expect(member.getByRole('heading', { name: 'Join Riverside Speakers' })).toBeVisible();
  await expect(member.getByText('You are invited to join as a member.')).toBeVisible();
  await expectNoAxeViolations(member);
  await member.screenshot({ path: testInfo.outputPath('phone-join.png'), fullPage: true });
  await member.getByRole('button', { name: 'Join' }).click();
  await member.getByRole('button', { name: /member2@example\.org/ }).click();
  await member.waitForURL((u) => u.pathname === new URL(link).pathname);
  await member.getByRole('button', { name: 'Join' }).click();
  await member.waitForURL((u) => u.pathname === '/');
  await expect(member.getByRole('banner').getByText('Riverside Speakers').first()).toBeVisible();
  await expectNoClippedTabs(member);
  await expectNoAxeViolations(member);
  await member.screenshot({ path: testInfo.outputPath('phone-member-joined.png'), fullPage: true });

  // The first meeting came with the club's standard roles: the member volunteers at once,
  // without an officer adding any.
  await member.goto('/meetings');
  const first = member
    .getByRole('article')
    .filter({ hasText: 'Riverside Speakers Meeting' })
    .first();
  await expect(first.getByText('No roles available for this meeting yet.')).toHaveCount(0);
  await first.getByRole('button', { name: 'Volunteer' }).first().click();
  await expectToast(member, "You've successfully volunteered for this role!");
  await expect(first.getByText('Your Assigned Roles')).toBeVisible();
  await expectNoAxeViolations(member);
  await member.screenshot({
    path: testInfo.outputPath('phone-member-volunteered.png'),
    fullPage: true,
  });

  // The member answers on the phone; their card then says where they stand.
  await member.goto('/rsvp-meals');
  await member.getByRole('button', { name: 'RSVP for This Meeting' }).click();
  await member.getByRole('button', { name: 'Submit RSVP' }).click();
  await expectToast(member, 'RSVP submitted successfully!');
  await expect(member.getByText('You’re attending')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Change RSVP' })).toBeVisible();
  await expectNoAxeViolations(member);
  await member.screenshot({ path: testInfo.outputPath('phone-member-rsvp.png'), fullPage: true });
  await phone.close();

  // The president on a phone reaches every page through More, with the club switcher there.
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The header shows before the figures: the picture is of the dashboard with them.
  await expect(page.getByText('Active Members')).toBeVisible();
  // On a phone the side menu is not rendered at all; turned wide, the same page shows it.
  const sideMenu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sideMenu).toHaveCount(0);
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(sideMenu.getByRole('link', { name: 'Reports' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(sideMenu).toHaveCount(0);
  await expectNoClippedTabs(page);
  await page.screenshot({ path: testInfo.outputPath('phone-dashboard.png'), fullPage: true });

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: 'More' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'More' });
  await expect(sheet.getByRole('combobox', { name: 'Club' })).toBeVisible();
  for (const name of [
    'Invitations',
    'Role Assignments',
    'RSVP & Meals',
    'Reports',
    'Club Settings',
  ])
    await expect(sheet.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('phone-more.png') });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await openFromMore(page, 'Invitations', 'Invitations');
  await page.getByLabel('Joins as').selectOption('guest');
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  await expectToast(page, 'Invitation created');
  await expect(page.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();
  // The list of invitations is cards on a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('phone-invitations.png'), fullPage: true });

  await openFromMore(page, 'Role Assignments', 'Role Assignment');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('phone-roles.png'), fullPage: true });

  await openFromMore(page, 'RSVP & Meals', /RSVP/);
  await expect(page.getByText('Olivia Brown').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('phone-rsvp.png'), fullPage: true });

  // The agenda of the first meeting, as cards on the phone.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Meetings' })
    .click();
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('phone-agenda.png'), fullPage: true });

  await openFromMore(page, 'Reports', /Reports/);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
