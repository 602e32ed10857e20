import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  signOut,
  test,
} from './fixtures';

/** A 1x1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('the super admin saves a platform logo and sees it on the landing page', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'admin@example.org');
  await page.goto('/super-admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Super Admin Dashboard' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Platform Logo Management' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByTestId('platform-logo-file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_BASE64, 'base64'),
  });
  await expectToast(page, 'Click Save to apply changes.');
  await page.getByRole('button', { name: 'Save Platform Logo' }).click();
  await expectToast(page, 'Platform settings have been updated successfully.');
  await expect(page.getByRole('cell', { name: 'platform_logo_url' })).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign In to Get Started' })).toBeVisible();
  await expect(
    page.locator(`img[src="data:image/png;base64,${PNG_BASE64}"]`).first(),
  ).toBeVisible();
});

test('a member on /super-admin sees no form', async ({ page }, testInfo) => {
  await signInAs(page, 'member@example.org');
  await page.goto('/super-admin');
  await expect(page.getByRole('alert').getByText('Not allowed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Platform Logo' })).toHaveCount(0);
  await expect(page.getByLabel('Logo URL')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
