import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  signOut,
  test,
} from './fixtures';

test('a seeker proposes a match, the mentor accepts and the pair appears', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'member@example.org');
  await page.goto('/mentorship');
  await expect(page.getByRole('heading', { name: 'Mentorship Program', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Match: Margaret Chen' }).click();
  await expectToast(page, 'Match proposed');
  await expectNoAxeViolations(page);

  await signOut(page);
  await signInAs(page, 'president@example.org');
  await page.goto('/mentorship');
  await page.getByRole('tab', { name: 'Active Pairs' }).click();
  const pairs = page.getByRole('list', { name: 'Active Pairs' });
  const card = pairs.getByRole('listitem').filter({ hasText: 'Margaret Chen → Liam Patel' });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expectToast(page, 'Match accepted');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Since');
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
