import { type Page } from '@playwright/test';
import {
  SETTINGS_PAGE_TEXT as T,
  SETTINGS_TEXT,
  TEMPLATE_TEXT,
} from '../../apps/web/src/features/settings/text';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  test,
} from './fixtures';

async function openSettings(page: Page) {
  await signInAs(page, 'president@example.org');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Club Settings', level: 1 })).toBeVisible();
}

test('the president edits the club information and sees its toast', async ({ page }, testInfo) => {
  await openSettings(page);
  await expect(page.getByLabel('Club Name')).not.toHaveValue('');
  const mission = `Confident speakers, one meeting at a time (${Date.now()}).`;
  await page.getByLabel(T.club.labels.mission).fill(mission);
  await page.getByRole('button', { name: T.club.save }).click();
  await expectToast(page, SETTINGS_TEXT.clubUpdated);
  await page.reload();
  await expect(page.getByLabel(T.club.labels.mission)).toHaveValue(mission);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('a text file as logo is refused with the screen’s words', async ({ page }, testInfo) => {
  await openSettings(page);
  await page.getByLabel(T.club.labels.logoFile).setInputFiles({
    name: 'logo.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expectToast(page, 'Invalid file type');
  await expectToast(page, 'Please select an image file (PNG, JPG, etc.).');
  await expect(page.getByRole('img', { name: T.club.logoPreview })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('the president uploads a CSV with one bad row', async ({ page }, testInfo) => {
  await openSettings(page);
  const stamp = Date.now();
  const csv = [
    'name,email,role',
    `Dana Upload,dana.${stamp}@example.org,member`,
    'Row Without Email,,guest',
    `Eli Upload,eli.${stamp}@example.org,guest`,
  ].join('\r\n');
  await page.getByLabel(T.members.csvLabel).setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expectToast(page, 'Parsed 2 members from CSV file.');
  await page.getByRole('button', { name: T.members.upload, exact: true }).click();
  await expectToast(page, 'Successfully processed 2 members.');
  await expectNoAxeViolations(page);
  // The two good rows are members of the club now, with their roles; the bad row is nowhere.
  await page.goto('/members');
  const search = page.getByLabel('Search members');
  await search.fill('Upload');
  const main = page.getByRole('main');
  await expect(main.getByText('Dana Upload')).toBeVisible();
  await expect(main.getByText('Eli Upload')).toBeVisible();
  await search.fill(`dana.${stamp}@example.org`);
  await expect(main.getByText('Dana Upload')).toBeVisible();
  await expect(main.getByText('Eli Upload')).toHaveCount(0);
  await search.fill('Row Without Email');
  await expect(main.getByText('Row Without Email')).toHaveCount(0);
  await finalScreenshot(page, testInfo);
});

test('the president creates, edits and deletes a structured template', async ({
  page,
}, testInfo) => {
  await openSettings(page);
  const name = `Structured ${Date.now()}`;
  await page.getByRole('button', { name: T.templates.create }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: T.templates.modes.structured }).click();
  await dialog.getByLabel(T.templates.labels.name).fill(name);
  await dialog.getByRole('button', { name: 'Call to Order (2 min)' }).click();
  await dialog.getByRole('button', { name: 'Prepared Speech (7 min)' }).first().click();
  await dialog.getByRole('button', { name: 'Table Topics (15 min)' }).click();
  await expect(dialog.getByText('18:09–18:24')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: T.templates.save }).click();
  await expectToast(page, TEMPLATE_TEXT.created);
  const list = page.getByRole('listitem').filter({ hasText: name });
  await expect(list.getByText(T.templates.structured, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: T.templates.edit(name) }).click();
  await dialog.getByLabel(T.templates.labels.name).fill(`${name} (edited)`);
  await dialog.getByRole('button', { name: T.templates.save }).click();
  await expectToast(page, TEMPLATE_TEXT.updated);
  await expect(page.getByText(`${name} (edited)`)).toBeVisible();

  await page.getByRole('button', { name: T.templates.delete(`${name} (edited)`) }).click();
  await expect(page.getByText(TEMPLATE_TEXT.deleteConfirm)).toBeVisible();
  await page.getByRole('button', { name: T.templates.deleteConfirm, exact: true }).click();
  await expectToast(page, TEMPLATE_TEXT.deleted);
  await expect(page.getByText(`${name} (edited)`)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('the president adds a meal of the club’s own and deletes it', async ({ page }, testInfo) => {
  await openSettings(page);
  await expect(page.getByText('Quick add')).toHaveCount(0);
  await page.getByLabel(T.menu.labels.name).fill('Grilled Barramundi');
  await page.getByLabel(T.menu.labels.price).fill('37');
  await page.getByRole('button', { name: T.menu.add }).click();
  await expectToast(page, SETTINGS_TEXT.menuItemCreated);
  const remove = page.getByRole('button', { name: T.menu.delete('Grilled Barramundi') });
  await expect(remove).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Meal' })).toContainText('$37.00');
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
  await remove.click();
  await expectToast(page, SETTINGS_TEXT.menuItemDeleted);
  await expect(remove).toHaveCount(0);
});
