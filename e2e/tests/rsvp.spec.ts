import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  test,
} from './fixtures';

const RSVP_CSV_HEADER =
  'Name,Status,Meal,Drink 6pm,Drink 7pm,Total Price,Payment Status,Special Requirements';
const PRE_ORDER_HEADER = '#,Name,Membership,Meal,Drink 6pm,Drink 7pm,Extras,Dietary Requirements';

/** Picks an option of the Radix select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The downloaded file's lines, after checking it is non-empty and starts with the UTF-8 BOM. */
async function downloadedLines(page: Page, click: () => Promise<void>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text.length).toBeGreaterThan(0);
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n');
}

test('a member RSVPs on a phone with a meal and drinks and sees the total', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'member@example.org');
  await page.goto('/rsvp-meals');
  await expect(page.getByRole('heading', { name: 'RSVP for Next Meeting' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'RSVP for This Meeting' }).click();
  await expect(page.getByTestId('rsvp-total')).toHaveText('$5.00');
  await page.getByRole('switch', { name: 'Order Meal' }).click();
  await choose(page, 'Meal Selection', 'Chicken Schnitzel ($32.00)');
  await choose(page, '6pm Drink', 'House Wine ($9.50)');
  await choose(page, '7pm Drink', 'Soft Drink ($4.00)');
  await page.getByLabel('Special Requirements / Dietary Restrictions').fill('No nuts, please');
  await expect(page.getByTestId('rsvp-total')).toHaveText('$45.50');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expectToast(page, 'RSVP submitted successfully!');
  await expect(page.getByText('Your RSVP: $45.50')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: /Liam Patel/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The card says where the member stands; changing it starts from the RSVP just sent.
  await expect(page.getByText('You’re attending')).toBeVisible();
  await page.getByRole('button', { name: 'Change RSVP' }).click();
  await expect(page.getByTestId('rsvp-total')).toHaveText('$45.50');
  await expect(page.getByLabel('Meal Selection', { exact: true })).toContainText(
    'Chicken Schnitzel',
  );
  await finalScreenshot(page, testInfo);
});

test('a guest RSVPs without a meal', async ({ page }, testInfo) => {
  await signInAs(page, 'guest@example.org');
  await page.goto('/meetings/rsvp');
  await expect(page).toHaveURL(/\/rsvp-meals/);
  await expect(page.getByRole('heading', { name: 'RSVP for Next Meeting' })).toBeVisible();
  await page.getByRole('button', { name: 'RSVP for This Meeting' }).click();
  await expect(page.getByText('No meal ($5.00)')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expectToast(page, 'RSVP submitted successfully!');
  await expect(page.getByText('Your RSVP: $5.00')).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('the treasurer manages payments, exports the CSV and the pre-order sheet', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'treasurer@example.org');
  await page.goto('/rsvp-meals');
  await expect(page.getByRole('heading', { name: 'RSVP & Meals Management' })).toBeVisible();
  for (const card of ['Total Attendees', 'Total Revenue', 'Payments Received', 'Meeting Date']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /David Okafor/ })).toBeVisible();
  await expect(table.getByText('Vegetarian', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Mark Paid, then back to Unpaid.
  await page.getByRole('button', { name: 'Mark Paid for David Okafor' }).click();
  await expectToast(page, 'Payment status updated!');
  await expect(page.getByRole('button', { name: 'Unpaid for David Okafor' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay for David Okafor' })).toHaveCount(0);

  // Pay by card: no card processor on this server, so the manual fallback records it.
  await page.getByRole('button', { name: 'Pay for Thomas Nguyen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(dialog.getByText('$47.00 AUD')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Card').check();
  await dialog.getByRole('button', { name: 'Pay by Card' }).click();
  await expectToast(page, 'Payment Recorded');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unpaid for Thomas Nguyen' })).toBeVisible();

  const csv = await downloadedLines(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(csv[0]).toBe(RSVP_CSV_HEADER);
  expect(csv.some((line) => line.startsWith('David Okafor,attending,Vegetarian Risotto'))).toBe(
    true,
  );

  const sheet = await downloadedLines(page, () =>
    page.getByRole('button', { name: 'Restaurant Pre-Order' }).click(),
  );
  const headerAt = sheet.indexOf(PRE_ORDER_HEADER);
  expect(headerAt).toBeGreaterThan(0);
  const rows = sheet.slice(headerAt + 1).filter((line) => line !== '');
  expect(rows).toHaveLength(25);
  expect(rows[24]?.startsWith('25,')).toBe(true);
  await finalScreenshot(page, testInfo);
});

test('an officer adds an RSVP for another member', async ({ page }, testInfo) => {
  await signInAs(page, 'treasurer@example.org');
  await page.goto('/rsvp-meals');
  await expect(page.getByRole('heading', { name: 'RSVP & Meals Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add RSVP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add RSVP' });
  await dialog.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(dialog.getByText('Please select a member')).toBeVisible();

  await dialog.getByLabel('Member', { exact: true }).click();
  await page.getByPlaceholder('Search members...').fill('Olivia');
  await page.getByRole('option', { name: 'Olivia Brown' }).click();
  await dialog.getByRole('switch', { name: 'Order Meal' }).click();
  await choose(page, 'Meal Selection', 'Beef Ribs ($37.00)');
  await choose(page, 'Extras', 'Garlic Bread ($6.00)');
  await expect(dialog.getByTestId('rsvp-total')).toHaveText('$43.00');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Submit RSVP' }).click();
  await expectToast(page, 'RSVP submitted successfully!');
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('table').getByRole('row', { name: /Olivia Brown/ });
  await expect(row).toContainText('Beef Ribs');
  await expect(row).toContainText('$43.00');
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
