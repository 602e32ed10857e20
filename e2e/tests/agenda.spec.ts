import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { AGENDA_SCREEN_TEXT, AGENDA_TEXT } from '../../apps/web/src/features/agenda/text';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  test,
} from './fixtures';

/** Opens the first upcoming meeting's View Agenda from the meetings list; returns its path. */
async function openFirstAgenda(page: Page, linkName: string): Promise<string> {
  await page.goto('/meetings');
  await page.getByRole('article').first().getByRole('link', { name: linkName }).click();
  await expect(page).toHaveURL(/\/meetings\/\d+\/view-agenda$/);
  await expect(page.getByRole('heading', { name: AGENDA_SCREEN_TEXT.viewTitle })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function downloadedBytes(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test('the president views, exports and prints the agenda, then generates it and downloads the PDF', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'president@example.org');
  const agendaPath = await openFirstAgenda(page, 'View Details');

  const table = page.getByRole('table', { name: AGENDA_SCREEN_TEXT.meetingAgenda });
  for (const header of AGENDA_TEXT.tableHeaders) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(27);
  await expect(page.getByRole('heading', { name: AGENDA_SCREEN_TEXT.keyRoles })).toBeVisible();
  await expect(page.getByText('Table Topics Master', { exact: true })).toBeVisible();
  await expect(page.getByText(AGENDA_TEXT.themeLabel)).toBeVisible();
  await expect(page.getByRole('link', { name: AGENDA_SCREEN_TEXT.editAgenda })).toHaveAttribute(
    'href',
    agendaPath.replace('view-agenda', 'edit-agenda'),
  );
  await expectNoAxeViolations(page);

  const exported = await downloadedBytes(page, () =>
    page.getByRole('button', { name: AGENDA_SCREEN_TEXT.export }).click(),
  );
  expect(exported.name).toMatch(/-agenda-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = exported.bytes.toString('utf8');
  expect(text).toContain('TIME | PROJECTS | MAX TIME | Green | Amber | Red | PRESENTED BY');
  expect(text).toContain('Call to Order');

  // Print: the app's chrome and the buttons go, the print-only sheets appear.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByRole('button', { name: AGENDA_SCREEN_TEXT.print })).toBeHidden();
  await expect(page.getByTestId('club-sheet')).toBeVisible();
  await expect(page.getByTestId('club-sheet')).toContainText(AGENDA_TEXT.memberRoleHeading);
  await expect(page.getByTestId('print-attendees')).toContainText(AGENDA_TEXT.voteSlips[0]);
  const sheetBreak = await page
    .getByTestId('club-sheet')
    .evaluate((element) => getComputedStyle(element).breakBefore);
  expect(sheetBreak).toBe('page');
  // The printed agenda: the agenda on one A4 page, the club sheet on the second.
  const printed = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(printed.match(/\/Count (\d+)/)?.[1]).toBe('2');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('club-sheet')).toBeHidden();

  await page.getByRole('link', { name: AGENDA_SCREEN_TEXT.generateAgenda }).click();
  await expect(page.getByRole('heading', { name: AGENDA_SCREEN_TEXT.generateTitle })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Speaker:/ })).toBeVisible();
  await expect(page.getByText(AGENDA_TEXT.missingAssignmentsTip)).toBeVisible();
  await page.getByLabel(AGENDA_SCREEN_TEXT.theme).fill('Courage under lights');
  await page.getByLabel(AGENDA_SCREEN_TEXT.notes).fill('Bring a friend along.');
  await page.getByRole('button', { name: AGENDA_SCREEN_TEXT.saveDetails }).click();
  await expectToast(page, AGENDA_TEXT.detailsSaved);

  await page.getByRole('button', { name: AGENDA_SCREEN_TEXT.showPreview }).click();
  const preview = page.getByRole('region', { name: AGENDA_SCREEN_TEXT.preview });
  await expect(preview.getByTestId('agenda-preview-header')).toContainText('Courage under lights');
  await expect(preview.getByText(AGENDA_TEXT.evaluationFormsRow).first()).toBeVisible();
  await expect(preview.getByText(`${AGENDA_TEXT.nextMeeting}:`)).toBeVisible();
  await expectNoAxeViolations(page);

  const pdf = await downloadedBytes(page, () =>
    preview.getByRole('button', { name: AGENDA_SCREEN_TEXT.downloadPdf }).click(),
  );
  expect(pdf.name).toMatch(/-agenda-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.length).toBeGreaterThan(2000);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: AGENDA_SCREEN_TEXT.hidePreview }).click();
  await expect(preview).toHaveCount(0);
  await finalScreenshot(page, testInfo);
});

test("a member views an agenda; another club's meeting is 'Meeting not found'", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A meeting id of the second club, as its president sees it.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInAs(otherPage, 'president2@example.org');
  const foreignPath = await openFirstAgenda(otherPage, 'View Details');
  await other.close();

  await signInAs(page, 'member@example.org');
  await openFirstAgenda(page, 'View Agenda');
  await expect(page.getByRole('table', { name: AGENDA_SCREEN_TEXT.meetingAgenda })).toBeVisible();
  await expect(page.getByRole('heading', { name: AGENDA_SCREEN_TEXT.clubMission })).toBeVisible();
  await expect(page.getByRole('link', { name: AGENDA_SCREEN_TEXT.editAgenda })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(foreignPath);
  await expect(page.getByRole('heading', { name: AGENDA_TEXT.notFound.title })).toBeVisible();
  await expect(page.getByText(AGENDA_TEXT.notFound.description)).toBeVisible();
  await expect(page.getByRole('link', { name: AGENDA_TEXT.backToMeetings })).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
