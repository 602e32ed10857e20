import { type Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  test,
} from './fixtures';

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a member edits the bio and the mentorship tab and finds both after a reload', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'member2@example.org');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const bio = page.getByLabel('Bio', { exact: true });
  await expect(bio).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const newBio = `Loves table topics ${Date.now()}`;
  await bio.fill(newBio);
  await page.getByRole('tab', { name: 'Mentorship' }).click();
  await choose(page, 'Mentorship status', 'Willing to mentor');
  await page.getByLabel('Areas I can mentor').fill('Evaluations, Vocal variety');
  await choose(page, 'Preferred format', 'Virtual');
  await page.getByLabel('Mentorship goals').fill('Coach one new member a term');
  await page.getByLabel('E-mail me about mentorship matches').click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Your profile has been successfully updated.');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Bio', { exact: true })).toHaveValue(newBio);
  await page.getByRole('tab', { name: 'Mentorship' }).click();
  await expect(page.getByLabel('Mentorship status')).toHaveText('Willing to mentor');
  await expect(page.getByLabel('Areas I can mentor')).toHaveValue('Evaluations, Vocal variety');
  await expect(page.getByLabel('Preferred format')).toHaveText('Virtual');
  await expect(page.getByLabel('Mentorship goals')).toHaveValue('Coach one new member a term');
  await expect(page.getByLabel('E-mail me about mentorship matches')).not.toBeChecked();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('a member creates a read-only token, sees it refused on a change, and revokes it', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  await signInAs(page, 'member@example.org');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'API tokens for scripts' })).toBeVisible();
  const name = `Nightly export ${Date.now()}`;
  await page.getByLabel('Token name').fill(name);
  await expect(page.getByLabel('Scope')).toHaveText('Read-only');
  await page.getByRole('button', { name: 'Create Token' }).click();
  const secretBox = page.getByLabel('New API token');
  await expect(secretBox).toBeVisible();
  const token = await secretBox.inputValue();
  expect(token.length).toBeGreaterThan(20);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('New API token')).toHaveCount(0);

  // A script with no cookies: the token reads, but any change is refused.
  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  try {
    const clubs = await script.get('/api/clubs');
    expect(clubs.status()).toBe(200);
    const [first] = (await clubs.json()) as { clubId: number }[];
    expect(first).toBeDefined();
    const change = await script.post(`/api/clubs/${first?.clubId}/member-profile`, {
      data: { bio: 'Written by a read-only token' },
    });
    expect(change.status()).toBe(403);

    const row = page.getByTestId('api-token-row').filter({ hasText: name });
    await expect(row.getByText('Read-only')).toBeVisible();
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Token revoked');
    await expect(row.getByText('Revoked')).toBeVisible();
    expect((await script.get('/api/clubs')).status()).toBe(401);
  } finally {
    await script.dispose();
  }
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('a guest updates the guest profile', async ({ page }, testInfo) => {
  await signInAs(page, 'guest@example.org');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Profile' })).toBeVisible();
  await expect(page.getByText('Guest Status')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Becoming a Member' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expectNoAxeViolations(page);
  const interests = `Storytelling and debating ${Date.now()}`;
  await page.getByLabel('Interests and background').fill(interests);
  await page.getByLabel('How did you hear about the club?').fill('A friend');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expectToast(page, 'Your guest profile has been updated successfully.');
  await page.reload();
  await expect(page.getByLabel('Interests and background')).toHaveValue(interests);
  await finalScreenshot(page, testInfo);
});
