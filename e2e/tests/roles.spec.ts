import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { AGENDA_SCREEN_TEXT } from '../../apps/web/src/features/agenda/text';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  inDays,
  signInAs,
  test,
} from './fixtures';

const TITLE = 'Roles Journey Meeting';

/** Picks someone in an open member picker by typing part of their name. */
async function pickMember(page: Page, search: string, name: string) {
  await page.getByPlaceholder('Search members...').fill(search);
  await page.getByRole('option', { name, exact: true }).click();
}

test('the president schedules from a template, edits the agenda, prints it and assigns roles', async ({
  page,
}, testInfo) => {
  // Four screens, a PDF render and three axe runs: longer than one screen's minute.
  test.setTimeout(120_000);
  await signInAs(page, 'president@example.org');

  // Create Meeting: a recurring meeting from the club's standard template.
  await page.goto('/meetings/create');
  await expect(page.getByRole('heading', { name: 'Create New Meeting' })).toBeVisible();
  await page.getByLabel('Meeting Title').fill(TITLE);
  await page.getByLabel('Date', { exact: true }).fill(inDays(10));
  await page.getByRole('combobox', { name: 'Agenda Template' }).click();
  await page.getByRole('option', { name: /^Standard Meeting/ }).click();
  await page.getByLabel('Recurring weekly meeting').check();
  await page.getByLabel('Number of weeks').fill('2');
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expectToast(page, 'Meeting Created');
  await expect(page).toHaveURL(/\/meetings$/);

  const card = page.getByRole('article').filter({ hasText: TITLE }).first();
  const viewHref = await card.getByRole('link', { name: 'View Details' }).getAttribute('href');
  const meetingId = /\/meetings\/(\d+)\//.exec(viewHref ?? '')?.[1];
  expect(meetingId).toBeDefined();

  // Edit Agenda: the template's text agenda opens as the default agenda table.
  await page.goto(`/meetings/${meetingId}/edit-agenda`);
  await expect(page.getByRole('heading', { name: 'Agenda', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(page.getByText('Green: target')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Activity, row 2', { exact: true }).fill('Call to Order and Welcome');
  await page.getByLabel('Max Time, row 2', { exact: true }).fill('2:30');

  await page.getByRole('combobox', { name: 'Presenter, row 4' }).click();
  await pickMember(page, 'liam', 'Liam Patel');
  await expectToast(page, 'Role assignment updated successfully');
  await expect(page.getByRole('combobox', { name: 'Presenter, row 4' })).toContainText(
    'Liam Patel',
  );

  await page.getByRole('combobox', { name: 'Presenter, row 5' }).click();
  await pickMember(page, 'olivia', 'Olivia Brown');
  await expect(page.getByRole('combobox', { name: 'Presenter, row 5' })).toContainText(
    'Olivia Brown',
  );
  await page.getByRole('combobox', { name: 'Presenter, row 5' }).click();
  await page.getByRole('option', { name: 'Select Member', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Presenter, row 5' })).toContainText(
    'Select Member',
  );

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success');
  await expectToast(page, 'Meeting agenda updated successfully');

  await page.reload();
  await expect(page.getByLabel('Activity, row 2', { exact: true })).toHaveValue(
    'Call to Order and Welcome',
  );
  await expect(page.getByLabel('Max Time, row 2', { exact: true })).toHaveValue('2:30');
  await expect(page.getByRole('combobox', { name: 'Presenter, row 4' })).toContainText(
    'Liam Patel',
  );
  await expect(page.getByRole('combobox', { name: 'Presenter, row 5' })).toContainText(
    'Select Member',
  );

  // View the agenda with its presenter, print it, and download the PDF the API renders.
  await page.goto(`/meetings/${meetingId}/view-agenda`);
  const agenda = page.getByRole('table', { name: AGENDA_SCREEN_TEXT.meetingAgenda });
  await expect(agenda.getByText('Call to Order and Welcome')).toBeVisible();
  // The Toastmaster leads several rows of the agenda.
  await expect(agenda.getByText('Liam Patel').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('club-sheet')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/meetings/${meetingId}/generate-agenda`);
  await page.getByRole('button', { name: AGENDA_SCREEN_TEXT.showPreview }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: AGENDA_SCREEN_TEXT.preview })
      .getByRole('button', { name: AGENDA_SCREEN_TEXT.downloadPdf })
      .click(),
  ]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Role Assignment: pick the meeting; it came with the club's standard roles, so the open
  // Grammarian slot is there to assign and confirm, and no role is offered to add again.
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Role Assignment', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Meeting' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${TITLE}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/roles\\?meeting=${meetingId}$`));
  await expect(page.getByRole('button', { name: 'Grammarian', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toastmaster', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const row = page
    .getByRole('list', { name: 'Role Assignments' })
    .getByRole('listitem')
    .filter({ hasText: 'Grammarian' });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  await row.getByRole('combobox', { name: 'Assign Grammarian' }).click();
  await pickMember(page, 'oliv', 'Olivia Brown');
  await expectToast(page, 'Role Assigned');
  await expectToast(page, 'Role has been assigned successfully.');
  await expect(row.getByText('Olivia Brown', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Role Confirmed');
  await expectToast(page, 'Role has been confirmed successfully.');
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remind' })).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
