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

test('the signed-out landing arrives rendered, and the app takes that markup over', async ({
  browser,
  baseURL,
  page,
}) => {
  const tagline = { name: 'Run your public-speaking club in one place.' };
  // Without any script the page is already there, its one way forward included.
  const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto('/');
  await expect(plain.getByRole('heading', tagline)).toBeVisible();
  await expect(plain.getByRole('link', { name: 'Sign In to Get Started' })).toHaveAttribute(
    'href',
    '/login',
  );
  await withoutScripts.close();

  // With scripts, held back until the page is on screen: React hydrates the very same elements
  // (a fresh render would replace them) and reports no mismatch.
  const errors: string[] = [];
  page.on('console', (message) => {
    // The boot's signed-out answers (401) are logged by the browser itself, by design.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', tagline);
  await expect(heading).toBeVisible();
  const prerendered = await heading.elementHandle();
  releaseScripts();
  await page.waitForLoadState('networkidle');
  expect(await prerendered?.evaluate((element) => element.isConnected)).toBe(true);
  await expect(heading).toBeVisible();
  expect(errors).toEqual([]);
});

test('signed out: landing, then sign in as the president, schedule a meeting and see it listed', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In to Get Started' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign In to Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in with Replit' })).toBeVisible();
  await expectNoAxeViolations(page);

  await signInAs(page, 'president@example.org');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/meetings');
  await expect(
    page.getByText("Manage your club's meeting schedule and assignments."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Schedule Meeting' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create New Meeting' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/title/i).fill('Journey Meeting');
  await page.getByLabel(/date/i).first().fill(inDays(9));
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expectToast(page, 'Meeting Created');
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByText('Journey Meeting')).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('a member volunteers for a role and retracts it', async ({ page }, testInfo) => {
  await signInAs(page, 'member@example.org');
  await page.goto('/meetings');
  await expect(
    page.getByText('Volunteer for meeting roles and help make our meetings successful.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const firstCard = page.getByRole('article').first();
  await firstCard.getByRole('button', { name: 'Volunteer' }).first().click();
  await expectToast(page, "You've successfully volunteered for this role!");
  await expect(firstCard.getByText('Your Assigned Roles')).toBeVisible();
  // A second role in the same meeting is refused: Volunteer is disabled and the note says why.
  await expect(firstCard.getByText('One role per meeting limit')).toBeVisible();
  for (const button of await firstCard.getByRole('button', { name: 'Volunteer' }).all())
    await expect(button).toBeDisabled();
  await expectNoAxeViolations(page);
  // Kept: after a reload the role is still theirs.
  await page.reload();
  await expect(firstCard.getByText('Your Assigned Roles')).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Retract' })).toHaveCount(1);
  await firstCard.getByRole('button', { name: 'Retract' }).click();
  await expectToast(page, "You've successfully retracted your volunteer request!");
  // Retracted for good: after a reload the role is open again and Volunteer is offered.
  await page.reload();
  await expect(firstCard.getByText('Your Assigned Roles')).toHaveCount(0);
  await expect(firstCard.getByRole('button', { name: 'Retract' })).toHaveCount(0);
  await expect(firstCard.getByRole('button', { name: 'Volunteer' }).first()).toBeEnabled();
  await finalScreenshot(page, testInfo);
});

test('a guest sees meetings but no volunteering sections, then signs out', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'guest@example.org');
  await page.goto('/meetings');
  await expect(
    page.getByText('View upcoming meetings and RSVP for meals if you plan to attend.'),
  ).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Available Volunteer Roles')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Volunteer' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign In to Get Started' })).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
