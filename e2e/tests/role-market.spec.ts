// The role market in two browsers: a member offers the role they hold, a second member on a
// phone sees it on their home, takes it in one tap, and the agenda shows them; the offerer's
// bell says who took it. The demo people: the Sergeant at Arms, who holds Speaker 1 in the next
// meeting and is used by no other journey, and a member who holds no role in it (their other
// journeys read nothing of that meeting's roles).
import { NOTIFICATION_TEXT, ROLE_OFFER_MESSAGES as T } from '../../packages/domain/src';
import { HOME_TEXT } from '../../apps/web/src/features/home/text';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  finalScreenshot,
  signInAs,
  test,
} from './fixtures';

const OFFERER = 'sergeant@example.org';
const TAKER = 'member2@example.org';
const TAKER_NAME = 'Olivia Brown';
const TAKEN_TITLE = NOTIFICATION_TEXT.roleOfferTaken({
  roleType: 'speaker1',
  meetingId: 0,
  meetingTitle: '',
  meetingDate: null,
  takerName: '',
}).title;

test('a member offers their role; another member takes it on a phone; the agenda and the bell say so', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // The holder offers Speaker 1 from their home, with a note.
  await signInAs(page, OFFERER);
  await page.goto('/');
  await page.getByRole('button', { name: T.offerThisRole }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(T.noteLabel).fill('Away for work; my speech is not ready.');
  await dialog.getByRole('button', { name: T.offerThisRole }).click();
  await expectToast(page, T.offered);
  await expect(page.getByText(T.onOffer).first()).toBeVisible();

  // A second member, in a second browser at phone width, sees it on their home and takes it.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const taker = await phone.newPage();
  await signInAs(taker, TAKER);
  await taker.goto('/');
  const grabs = taker.getByRole('listitem').filter({ hasText: 'Away for work' });
  await expect(grabs.getByRole('paragraph').filter({ hasText: /^Speaker 1$/ })).toBeVisible();
  await expectNoAxeViolations(taker);
  await taker.screenshot({ path: testInfo.outputPath('up-for-grabs-phone.png') });
  await grabs.getByRole('button', { name: /Take this role/ }).click();
  await expectToast(taker, T.taken);
  await expect(taker.getByRole('listitem').filter({ hasText: 'Away for work' })).toHaveCount(0);

  // The agenda of the next meeting shows the taker as Speaker 1.
  await taker.getByRole('link', { name: HOME_TEXT.viewAgenda }).first().click();
  await expect(taker).toHaveURL(/\/meetings\/\d+\/view-agenda$/);
  await expect(taker.getByRole('main').getByText(TAKER_NAME).first()).toBeVisible();
  await expectNoAxeViolations(taker);
  await taker.screenshot({ path: testInfo.outputPath('agenda-phone.png') });
  await phone.close();

  // The offerer's bell says who took it.
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ hasText: `${TAKER_NAME} took your role as Speaker 1` });
  await expect(item.getByText(TAKEN_TITLE)).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});
