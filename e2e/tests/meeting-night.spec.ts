import { type Browser, type Page } from '@playwright/test';
import { LIVE_TEXT } from '../../apps/web/src/features/live/text';
import { VOTES_TEXT } from '../../apps/web/src/features/live/votes-text';
import { CHECK_IN_PAGE_TEXT } from '../../apps/web/src/features/check-in/text';
import { MEETING_REPORT_PAGE_TEXT } from '../../apps/web/src/features/meeting-report/text';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  inDays,
  signInAs,
  test,
} from './fixtures';

/**
 * Meeting night on phones with a controlled clock. The journey makes a meeting of its own (other
 * journeys on this server use the demo's first meetings), far enough ahead to be nobody's next
 * meeting, and gives its roles to demo people no other journey counts the roles or credits of:
 * James O'Brien times and Sophie Williams speaks; she, Thomas Nguyen and Olivia Brown watch and
 * vote. The president, a manager, counts the votes: the Vote Counter is not among the standard
 * roles a meeting can be given.
 */
const TIMER = { email: 'sergeant@example.org', name: "James O'Brien", search: 'james' };
const SPEAKER = { email: 'treasurer@example.org', name: 'Sophie Williams', search: 'sophie' };
/** The members' phones, each with its own clock off by this much (a phone's clock is its own). */
const MEMBERS = [
  { email: 'secretary@example.org', skewMs: -95_000 },
  { email: SPEAKER.email, skewMs: 0 },
  { email: 'member2@example.org', skewMs: 170_000 },
];

/**
 * A phone: 390 px wide, its own browser context (its own cookies and clock). Its clock is
 * Playwright's from the start, `skewMs` off the real time: it runs on by itself and the journey
 * moves it forward; the page corrects it against the server's clock (`live.clock`) on opening.
 */
async function phone(browser: Browser, baseURL: string, email: string, skewMs = 0) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
  });
  await context.clock.install({ time: Date.now() + skewMs });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

async function pickMember(page: Page, search: string, name: string) {
  await page.getByPlaceholder('Search members...').fill(search);
  await page.getByRole('option', { name, exact: true }).click();
}

async function assignRole(page: Page, label: string, person: { search: string; name: string }) {
  const row = page
    .getByRole('list', { name: 'Role Assignments' })
    .getByRole('listitem')
    .filter({ hasText: label });
  await row.getByRole('combobox', { name: `Assign ${label}` }).click();
  await pickMember(page, person.search, person.name);
  await expect(row.getByText(person.name, { exact: true })).toBeVisible();
}

test('meeting night: the lights turn green on every phone, votes are counted, a guest checks in, the report keeps the times', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const run = `${Date.now()}`;
  const title = `Meeting Night ${run}`;

  // The president schedules the meeting and gives its roles, as a manager does.
  await signInAs(page, 'president@example.org');
  await page.goto('/meetings/create');
  await page.getByLabel('Meeting Title').fill(title);
  await page.getByLabel('Date', { exact: true }).fill(inDays(45));
  await page.getByRole('combobox', { name: 'Agenda Template' }).click();
  await page.getByRole('option', { name: /^Standard Meeting/ }).click();
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  await expectToast(page, 'Meeting Created');
  const card = page.getByRole('article').filter({ hasText: title });
  const viewHref = await card.getByRole('link', { name: 'View Details' }).getAttribute('href');
  const meetingId = Number(/\/meetings\/(\d+)\//.exec(viewHref ?? '')?.[1]);
  expect(meetingId).toBeGreaterThan(0);

  await page.goto(`/roles?meeting=${meetingId}`);
  await assignRole(page, 'Timer', TIMER);
  await assignRole(page, 'Speaker 1', SPEAKER);

  // Four phones open the meeting: the Timer's console, the others' light full screen.
  const timer = await phone(browser, baseURL!, TIMER.email);
  const members = await Promise.all(
    MEMBERS.map(({ email, skewMs }) => phone(browser, baseURL!, email, skewMs)),
  );
  const phones = [timer, ...members];
  await timer.goto(`/meetings/${meetingId}/live`);
  await expect(timer.getByRole('heading', { name: LIVE_TEXT.title })).toBeVisible();
  const timerSection = timer.getByTestId('timer-light');
  for (const member of members) await member.goto(`/meetings/${meetingId}/live/light`);

  // The Timer moves on to the first prepared speech (the agenda's eighth item).
  for (let item = 2; item <= 8; item += 1) {
    await timer.getByRole('button', { name: LIVE_TEXT.next }).click();
    await expect(timer.getByText(new RegExp(`^Item ${item} of \\d+$`))).toBeVisible();
  }
  await expect(timer.getByText('Prepared Speech 1', { exact: true }).first()).toBeVisible();
  await expect(timer.getByText('Green 5:00 · Amber 6:00 · Red 7:00').first()).toBeVisible();
  for (const member of members) {
    await expect(member.getByText('Prepared Speech 1', { exact: true })).toBeVisible();
    await expect(member.getByTestId('light-backdrop')).toHaveAttribute('data-light', 'none');
  }

  // Start: every phone counts from the Timer's start, with no light before the green minute.
  await timer.getByRole('button', { name: LIVE_TEXT.start, exact: true }).click();
  await expect(timerSection).toContainText(LIVE_TEXT.status.running);
  for (const member of members) {
    await expect(member.locator('time')).toHaveText(/^00:\d\d$/);
    await expect(
      member.getByText(`${LIVE_TEXT.lightLabel}: ${LIVE_TEXT.noLight}`, { exact: true }),
    ).toBeVisible();
  }
  await expect(timerSection).toHaveAttribute('data-light', 'none');

  // Five minutes pass on every phone's clock: all four show GREEN, the word with the colour, at
  // the same elapsed minute whatever each phone's own clock said.
  await Promise.all(phones.map((each) => each.clock.fastForward('05:00')));
  await expect(timerSection).toHaveAttribute('data-light', 'green');
  await expect(
    timerSection.getByText(`${LIVE_TEXT.lightLabel}: GREEN`, { exact: true }),
  ).toBeVisible();
  await expect(timerSection.locator('time')).toHaveText(/^05:\d\d$/);
  for (const member of members) {
    await expect(member.getByText(`${LIVE_TEXT.lightLabel}: GREEN`, { exact: true })).toBeVisible();
    await expect(member.getByTestId('light-backdrop')).toHaveAttribute('data-light', 'green');
    await expect(member.locator('time')).toHaveText(/^05:\d\d$/);
    // White words on the green, as on the console (dark words there would not read).
    await expect(member.getByTestId('light-words')).toHaveCSS('color', 'rgb(255, 255, 255)');
  }
  await members[2]!.screenshot({ path: testInfo.outputPath('light-green.png') });
  await expectNoAxeViolations(members[2]!);
  await timer.screenshot({ path: testInfo.outputPath('console-green.png'), fullPage: true });
  await expectNoAxeViolations(timer);

  // The speaker started late by 330 seconds, by the Timer's say; then the Timer stops the speech
  // and the console keeps its measured time, qualified (4:30 to 7:30).
  await timer.getByRole('button', { name: LIVE_TEXT.pause, exact: true }).click();
  await expect(timerSection).toContainText(LIVE_TEXT.status.paused);
  await timer.getByLabel(LIVE_TEXT.startedLateLabel).fill('330');
  await timer.getByRole('button', { name: LIVE_TEXT.startedLate(330) }).click();
  await expect(timerSection.locator('time')).toHaveText(/^0[56]:\d\d$/);
  const measured = (await timerSection.locator('time').textContent()) ?? '';
  await timer.getByRole('button', { name: LIVE_TEXT.stop, exact: true }).click();
  await expect(timerSection).toContainText(LIVE_TEXT.status.stopped);
  const result = timer.getByRole('list', { name: LIVE_TEXT.results }).getByRole('listitem');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText('Prepared Speech 1');
  await expect(result).toContainText(measured);
  await expect(result).toContainText(LIVE_TEXT.qualified);

  // Voting: the president (the club's manager counts the votes: Vote Counter is not among the
  // roles a meeting is given) opens it; three members vote from their phones.
  await page.goto(`/meetings/${meetingId}/live`);
  const votes = (each: Page) =>
    each
      .locator('[data-slot="card"]')
      .filter({ has: each.getByText(VOTES_TEXT.title, { exact: true }) });
  await expect(votes(page).getByRole('status')).toHaveText(VOTES_TEXT.notOpen);
  await votes(page).getByRole('button', { name: VOTES_TEXT.openVoting }).click();
  for (const member of members) {
    await member.getByRole('link', { name: LIVE_TEXT.backToConsole }).click();
    await expect(votes(member).getByRole('status')).toHaveText(VOTES_TEXT.open);
    const bestSpeaker = votes(member).getByRole('group', { name: /^Best Speaker/ });
    // A tap on the name (the choice is the query cache's, set as the ballot goes out: the radio
    // shows it once that is written, not in the click's own event).
    const choice = bestSpeaker.getByRole('radio', { name: SPEAKER.name });
    await choice.click();
    await expect(choice).toBeChecked();
    await expect(bestSpeaker.getByText(VOTES_TEXT.yourVoteIsIn)).toBeVisible();
  }
  // No one sees a count or a winner while voting is open.
  await expect(votes(timer).getByRole('region', { name: VOTES_TEXT.winners })).toHaveCount(0);
  await expectNoAxeViolations(members[0]!);
  await votes(page).getByRole('button', { name: VOTES_TEXT.closeVoting }).click();
  for (const each of [page, ...phones]) {
    const winners = votes(each).getByRole('region', { name: VOTES_TEXT.winners });
    await expect(winners).toContainText(`Best Speaker: ${SPEAKER.name}`);
    await expect(winners).toContainText('Best Evaluator: No votes');
  }
  await members[1]!.screenshot({ path: testInfo.outputPath('winners.png'), fullPage: true });

  // Check-in: a guest's phone reads the console's QR code (its address, as a camera would) and
  // checks in with a name and an e-mail.
  await expect(
    timer.getByRole('img', { name: 'QR code to check in to this meeting' }),
  ).toBeVisible();
  const code = await timer.request.get(`/api/meetings/${meetingId}/check-in-code`);
  expect(code.status()).toBe(200);
  const { path } = (await code.json()) as { path: string };
  expect(path).toMatch(new RegExp(`^/meetings/${meetingId}/check-in\\?code=`));
  const guestName = `Rosa Visitor ${run.slice(-5)}`;
  const guestContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const guest = await guestContext.newPage();
  await guest.goto(path);
  await guest.getByLabel(CHECK_IN_PAGE_TEXT.nameLabel).fill(guestName);
  await guest.getByLabel(CHECK_IN_PAGE_TEXT.emailLabel).fill(`rosa.${run}@example.net`);
  await guest.getByRole('button', { name: CHECK_IN_PAGE_TEXT.guestButton }).click();
  await expect(guest.getByText(CHECK_IN_PAGE_TEXT.checkedIn)).toBeVisible();
  await expectNoAxeViolations(guest);

  await page.goto('/membership/guest-follow-up');
  await expect(page.getByRole('heading', { name: guestName })).toBeVisible();

  // Completing the meeting writes the night back; its report shows the Timer's times.
  await page.goto('/meetings');
  await page
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('combobox', { name: /^Change status/ })
    .selectOption({ label: 'Mark Completed' });
  await expectToast(page, 'Meeting marked Completed.');
  await page.goto(`/meetings/${meetingId}/view-agenda`);
  await page.getByRole('link', { name: MEETING_REPORT_PAGE_TEXT.link }).click();
  await expect(page).toHaveURL(new RegExp(`/meetings/${meetingId}/report$`));
  const times = page.getByRole('table').getByRole('row').filter({ hasText: 'Prepared Speech 1' });
  await expect(times).toContainText(SPEAKER.name);
  await expect(times).toContainText(measured.replace(/^0/, ''));
  await expect(times).toContainText('4:30–7:30');
  await expect(times).toContainText(MEETING_REPORT_PAGE_TEXT.qualified);
  await expect(page.getByText(MEETING_REPORT_PAGE_TEXT.counts(0, 1))).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
  await Promise.all([...phones, guest].map((each) => each.context().close()));
});
