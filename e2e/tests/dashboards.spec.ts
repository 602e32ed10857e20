import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  test,
} from './fixtures';

test('signed out: the landing and login screens pass axe', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In to Get Started' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^Sign in with / })).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('officer dashboard: the four cards, the next meeting and its roles, RSVPs, meals, actions', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'president@example.org');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }),
  ).toBeVisible();
  for (const card of ['Next Meeting', 'Active Members', 'Roles Filled', 'Meals Ordered'])
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Role Assignment Status')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Agenda' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Agenda' })).toBeVisible();
  await expect(page.getByText('RSVP Summary')).toBeVisible();
  await expect(page.getByText('Total Members')).toBeVisible();
  await expect(page.getByText('Meal Orders')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export to Restaurant' })).toHaveAttribute(
    'href',
    '/rsvp-meals',
  );
  await expect(page.getByText('Pending Actions')).toBeVisible();
  await expectNoAxeViolations(page);

  // Assign on an open role goes to Role Assignment for that meeting.
  const assign = page.getByRole('link', { name: /^Assign / }).first();
  await expect(assign).toHaveAttribute('href', /^\/roles\?meeting=\d+$/);

  await page.goto('/meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Meetings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Roles' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Schedule Meeting' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create New Meeting' })).toBeVisible();
  await expect(page.getByLabel(/title/i)).toHaveValue('Weekly Club Meeting');
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('member on a phone: My Dashboard, the bottom bar, and volunteering on /meetings', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'member@example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByText('My Toastmasters Journey')).toBeVisible();
  await expect(page.getByText('Next Meeting', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Pathways Journey' })).toBeVisible();
  await expectNoAxeViolations(page);

  const tabs = page.getByRole('navigation', { name: 'Sections' });
  await expect(tabs).toBeVisible();
  await tabs.getByRole('link', { name: 'Meetings' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(
    page.getByText('Volunteer for meeting roles and help make our meetings successful.'),
  ).toBeVisible();
  const firstCard = page.getByRole('article').first();
  await expect(
    firstCard.getByText(/Available Volunteer Roles|Your Assigned Roles/).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'RSVP & Meals' })).toHaveCount(1);
  const volunteer = firstCard.getByRole('button', { name: 'Volunteer' }).first();
  const box = await volunteer.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);

  // Volunteering works on the phone too, and is kept: read back after a reload.
  await expect(firstCard.getByText('Your Assigned Roles')).toHaveCount(0);
  await volunteer.click();
  await expectToast(page, "You've successfully volunteered for this role!");
  await page.reload();
  const reloadedCard = page.getByRole('article').first();
  await expect(reloadedCard.getByText('Your Assigned Roles')).toBeVisible();
  await expect(reloadedCard.getByRole('button', { name: 'Retract' })).toHaveCount(1);
  await finalScreenshot(page, testInfo);
  // Leave the demo as found for the journeys after this one.
  await reloadedCard.getByRole('button', { name: 'Retract' }).click();
  await expectToast(page, "You've successfully retracted your volunteer request!");
  await expect(reloadedCard.getByText('Your Assigned Roles')).toHaveCount(0);
});

test('guest dashboard: welcome, membership steps, and no volunteering anywhere', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'guest@example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
  await expect(page.getByText('Becoming a Member')).toBeVisible();
  await expect(page.getByRole('button', { name: /Volunteer/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/meetings');
  await expect(
    page.getByText('View upcoming meetings and RSVP for meals if you plan to attend.'),
  ).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Available Volunteer Roles')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Volunteer' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('chrome: dark mode follows the system unless overridden; print hides the chrome and stays light', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAs(page, 'vpe@example.org');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }),
  ).toBeVisible();
  const scheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(await scheme()).toBe('dark');
  await expectNoAxeViolations(page);

  // The stored override wins over the system setting, also after a reload.
  await page.getByRole('button', { name: / — account menu$/ }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await page.keyboard.press('Escape');
  expect(await scheme()).toBe('light');
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }),
  ).toBeVisible();
  expect(await scheme()).toBe('light');

  // Printing: no top bar, side menu or bottom bar, a white page, colours printed exactly.
  await page.getByRole('button', { name: / — account menu$/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  const printed = await page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    exact: getComputedStyle(document.documentElement).printColorAdjust,
  }));
  expect(printed).toEqual({ background: 'rgb(255, 255, 255)', exact: 'exact' });
  await page.emulateMedia({ media: 'screen' });
  await finalScreenshot(page, testInfo);
});
