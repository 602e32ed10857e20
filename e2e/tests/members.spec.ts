import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  signOut,
  test,
} from './fixtures';

test('the president searches, adds a member and changes a role; a member sees no private fields', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'president@example.org');
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Member Directory', level: 1 })).toBeVisible();
  await page.getByLabel('Search members').fill('VP Education');
  await expect(page.getByRole('heading', { name: 'David Okafor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Liam Patel' })).toHaveCount(0);
  // View Profile reads David's whole profile: a manager sees his dietary note.
  await page.getByRole('button', { name: 'View Profile: David Okafor' }).click();
  await expect(page.getByRole('dialog')).toContainText('Vegetarian');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  await page.getByLabel('Search members').fill('');

  const stamp = Date.now();
  const name = `Erin Journey${stamp}`;
  await page.getByRole('button', { name: 'Add Member' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Full Name').fill(name);
  await add.getByLabel('Email').fill(`erin.${stamp}@example.org`);
  await add.getByRole('button', { name: 'Add Member' }).click();
  await expectToast(page, 'Member added');

  await page.getByLabel('Search members').fill(name);
  await page.getByRole('button', { name: `Edit Role: ${name}` }).click();
  const edit = page.getByRole('dialog');
  await edit.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Sergeant at Arms' }).click();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Role updated');
  await expect(page.getByText('Sergeant at Arms').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A member: the directory without others' numbers, dietary notes or Edit Role.
  await signOut(page);
  await signInAs(page, 'member@example.org');
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'David Okafor' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit Role/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Member' })).toHaveCount(0);
  await expect(page.getByText(/^PN-\d/)).toHaveCount(1); // their own number only
  await page.getByRole('button', { name: 'View Profile: David Okafor' }).click();
  await expect(page.getByRole('dialog')).toContainText('vpe@example.org');
  await expect(page.getByRole('dialog')).not.toContainText('Emergency');
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
