// Clubs come into being (docs/decisions 032–034): the super admin creates a club and appoints its
// president; the president invites a guest by link; an expired link refuses; a person without a
// club is welcomed with the ways in.
import { type Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  signOut,
  test,
} from './fixtures';

const EXPIRED_TOKEN = 'demo-expired-invitation-0000000000000000000';

/** Signs in on the development provider as someone who is not on its list of demo people. */
async function signInByEmail(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Lectern development sign-in' })).toBeVisible();
  await page.getByLabel('Someone else (the e-mail of an existing user)').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a person without a club sees the welcome screen and no sample notifications', async ({
  page,
}, testInfo) => {
  // Runs first: the newcomer joins a club in a later journey.
  await signInAs(page, 'newcomer@example.org');
  await expect(
    page.getByRole('heading', { name: 'You’re not in a club yet', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Join your club with an invitation' }),
  ).toBeVisible();
  await expect(page.getByText(/VP Membership or secretary/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a club' })).toBeVisible();
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('the super admin creates a club and appoints a president, who lands on its dashboard', async ({
  page,
}, testInfo) => {
  const stamp = Date.now();
  const name = `Riverside Speakers ${stamp}`;
  const president = `founder.${stamp}@example.org`;
  await signInAs(page, 'admin@example.org');
  await page.goto('/super-admin');
  await expect(page.getByRole('heading', { name: 'Clubs', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Lectern Demo Club', exact: true })).toBeVisible();
  await page.getByLabel('Club name').fill(name);
  await page.getByLabel('Club number').fill(`R${stamp}`);
  await page.getByLabel('District', { exact: true }).fill('72');
  await page.getByLabel('Time zone').selectOption('Australia/Brisbane');
  await page.getByLabel('Meeting day').selectOption('Thursday');
  await page.getByLabel('Meeting time').fill('07:30');
  await page.getByLabel('President’s e-mail').fill(president);
  await page.getByRole('button', { name: 'Create Club' }).click();
  await expectToast(page, `${name} created`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(president);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('super-admin-clubs.png'), fullPage: true });

  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: /^Sign in with / }).click();
  await signInByEmail(page, president);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('the president makes a guest invitation; a newcomer opens it, signs in, joins and lands on the guest home', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'president@example.org');
  await page.goto('/invites');
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await page.getByLabel('Joins as').selectOption('guest');
  await page.getByLabel('Valid for').selectOption('7');
  await page.getByLabel('Number of uses').fill('1');
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  await expectToast(page, 'Invitation created');
  const url = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(url).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('invitation.png'), fullPage: true });

  await signOut(page);
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('heading', { name: 'Join Lectern Demo Club' })).toBeVisible();
  await expect(page.getByText('You are invited to visit as a guest.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('join-signed-out.png'), fullPage: true });
  await page.getByRole('button', { name: 'Join' }).click();
  await page.getByRole('button', { name: /newcomer@example\.org/ }).click();
  // Back on the invitation, now signed in.
  await page.waitForURL((u) => u.pathname === new URL(url).pathname);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Guest Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Lectern Demo Club').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);

  // The invitation had one use: it is used up now.
  await signOut(page);
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('alert')).toHaveText('This invitation has been used up.');
});

test('an expired invitation refuses politely', async ({ page }, testInfo) => {
  await page.goto(`/join/${EXPIRED_TOKEN}`);
  await expect(page.getByRole('heading', { name: 'Join Lectern Demo Club' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This invitation has expired.');
  await expect(
    page.getByText('Ask the club’s VP Membership or secretary for a new invitation.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
