import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  test,
} from './fixtures';

test('the VP Membership logs a contact, finds it after a reload, converts an eligible guest and sees both on the dashboard', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'vpm@example.org');
  await page.goto('/membership/guest-follow-up');
  await expect(page.getByRole('heading', { name: 'Guest Follow-up', level: 1 })).toBeVisible();

  const notes = `Invited him to the next meeting (${Date.now()})`;
  await page.getByRole('button', { name: 'Contact: Noah Kim' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Log Contact' }).click();
  await expect(dialog.getByText('Contact notes are required')).toBeVisible();
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Log Contact' }).click();
  await expectToast(page, 'Contact logged');

  await page.reload();
  await page.getByRole('button', { name: 'Contact: Noah Kim' }).click();
  await expect(page.getByRole('dialog').getByText(notes)).toBeVisible();
  await page.keyboard.press('Escape');

  // Noah has one visit and no interest mark: not yet; Grace has two and is marked interested.
  await expect(page.getByRole('button', { name: 'Convert to Member: Noah Kim' })).toBeDisabled();
  await page.getByRole('button', { name: 'Convert to Member: Grace Lee' }).click();
  await expectToast(page, 'Member converted');
  await expect(page.getByRole('heading', { name: 'Grace Lee' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('guest-follow-up.png'), fullPage: true });

  await page.getByRole('link', { name: 'Outreach' }).click();
  await expect(page.getByRole('heading', { name: 'Outreach', level: 1 })).toBeVisible();
  await expect(page.getByText('Ben Carter')).toBeVisible();

  await page.goto('/membership/dashboard');
  const activity = page.getByRole('list', { name: 'Recent Activity' });
  await expect(activity).toContainText('Grace Lee converted from guest to member');
  await expect(activity).toContainText('Contact logged with Noah Kim');
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
