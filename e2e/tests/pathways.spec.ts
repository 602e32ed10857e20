import { type Page, type TestInfo } from '@playwright/test';
import {
  CATALOGUE_TEXT,
  COMPLETION_TEXT,
  MY_PATHWAYS_TEXT,
  PATHWAYS_PROGRESS_TEXT,
} from '../../apps/web/src/features/progress/text';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  signOut,
  test,
} from './fixtures';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('the VP Education approves and records a completion; the member sees the level move', async ({
  page,
}, testInfo) => {
  // The demo's VP Membership stands at level 2 of Strategic Relationships with one level-2
  // project done and the next awaiting approval; the third completes the level.
  await signInAs(page, 'vpe@example.org');
  await page.goto('/members/pathways');
  await expect(
    page.getByRole('heading', { name: PATHWAYS_PROGRESS_TEXT.title, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(COMPLETION_TEXT.pendingTitle)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'pathways-progress');

  await page.getByRole('button', { name: /^Approve: Priya Sharma, Active Listening$/ }).click();
  await expectToast(page, COMPLETION_TEXT.approved);
  await expect(page.getByText(COMPLETION_TEXT.noPending)).toBeVisible();

  await page.getByRole('button', { name: COMPLETION_TEXT.recordTitle }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: COMPLETION_TEXT.member }).click();
  await page.getByRole('option', { name: 'Priya Sharma' }).click();
  await dialog.getByRole('combobox', { name: COMPLETION_TEXT.project }).click();
  await page
    .getByRole('option', { name: 'Level 2: Understanding Your Communication Style' })
    .click();
  await dialog.getByLabel(COMPLETION_TEXT.speechTitle).fill('Listening Between the Lines');
  await dialog.getByLabel(COMPLETION_TEXT.evaluatorFeedback).fill('Warm and well paced.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: COMPLETION_TEXT.record }).click();
  await expectToast(page, COMPLETION_TEXT.recorded);
  await expect(page.getByText('Strategic Relationships · Level 3')).toBeVisible();

  await signOut(page);
  await signInAs(page, 'vpm@example.org');
  await page.goto('/member/pathways');
  await expect(page.getByRole('heading', { name: MY_PATHWAYS_TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-level')).toHaveText('3');
  await expect(page.getByText('Listening Between the Lines')).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('a member follows their journey, downloads their report and browses the catalogue', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'member@example.org');
  await page.goto('/member/pathways');
  await expect(page.getByRole('heading', { name: MY_PATHWAYS_TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByText('Persuasive Influence')).toBeVisible();
  await expect(page.getByTestId('current-level')).toHaveText('1');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: MY_PATHWAYS_TEXT.downloadReport }).click();
  expect((await download).suggestedFilename()).toMatch(/^progress-report-.+\.pdf$/);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'my-pathways');

  await page.getByRole('tab', { name: MY_PATHWAYS_TEXT.tabs.skills }).click();
  await expect(page.getByText('Communication', { exact: true })).toBeVisible();

  await page.goto('/pathways-overview');
  await expect(page.getByRole('heading', { name: CATALOGUE_TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: CATALOGUE_TEXT.viewMyProgress })).toBeVisible();
  const switches = page.getByRole('button', { name: CATALOGUE_TEXT.switchPathway });
  await expect(switches).toHaveCount(10);
  await expect(switches.first()).toBeDisabled();
  await expect(page.getByText('+2 more levels').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
