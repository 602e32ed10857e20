import {
  expect,
  expectNoAxeViolations,
  finalScreenshot,
  signInAs,
  signOut,
  test,
} from './fixtures';

test('the president sends RSVP reminders; the outbox shows them; a member answers from the e-mail', async ({
  page,
}, testInfo) => {
  // The president asks everyone who has not answered for the next meeting.
  await signInAs(page, 'president@example.org');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send RSVP Reminders' }).click();
  await expect(page.getByText(/^RSVP reminders? sent to \d+ members?$/).first()).toBeVisible();
  await signOut(page);

  // Without an SMTP server the e-mail is kept; the super admin reads it in the outbox.
  await signInAs(page, 'admin@example.org');
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { name: 'Development Outbox' })).toBeVisible();
  // The VP Membership's: no journey on the same server reads their RSVP, while the RSVP
  // journeys answer as the member, member2 and the guest, each expecting no answer yet (this
  // one took the first reminder, sometimes the member's).
  const message = page
    .getByRole('listitem')
    .filter({ hasText: 'To: vpm@example.org' })
    .filter({ hasText: 'Please RSVP' })
    .first();
  // The worker sends in the background and the open outbox looks again every few seconds: on a
  // loaded machine the reminders can arrive after the page first loads.
  await expect(message).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('outbox.png') });
  const link = await message
    .getByRole('link', { name: /\/respond\// })
    .first()
    .getAttribute('href');
  expect(link).toMatch(/\/respond\/[A-Za-z0-9_-]{43}$/);
  await signOut(page);

  // The member follows "Yes, I'm attending" from the e-mail: the page says what will happen,
  // the button does it.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText(/^You will RSVP as attending /)).toBeVisible();
  await page.getByRole('button', { name: "Yes, I'm attending" }).click();
  await expect(page.getByRole('status')).toHaveText(/^Done: you are attending /);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);

  // The link is used up.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'This link has already been used. Nothing was changed.',
  );
});
