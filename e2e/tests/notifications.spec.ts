import { expect, expectNoAxeViolations, finalScreenshot, signInAs, test } from './fixtures';

const CSRF = { 'x-lectern-csrf': '1' };

test('an officer is given a role, reads it in the bell, and subscribes to the calendar', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // The VPE gives Emma (officer) an open role of the last upcoming meeting.
  const vpeContext = await browser.newContext({ baseURL });
  const vpePage = await vpeContext.newPage();
  await signInAs(vpePage, 'vpe@example.org');
  const api = vpePage.request;
  const [club] = (await (await api.get('/api/clubs')).json()) as { clubId: number }[];
  const meetings = (await (
    await api.get(`/api/clubs/${club!.clubId}/meetings/upcoming`)
  ).json()) as { id: number; title: string }[];
  const meeting = meetings.at(-1)!;
  const roles = (await (await api.get(`/api/meetings/${meeting.id}/roles`)).json()) as {
    id: number;
    roleType: string;
    status: string;
  }[];
  const role = roles.find((r) => r.status === 'open' && r.roleType === 'grammarian')!;
  const members = (await (await api.get(`/api/clubs/${club!.clubId}/members`)).json()) as {
    userId: number;
    user: { email?: string };
  }[];
  const emma = members.find((m) => m.user.email === 'officer@example.org')!;
  const assigned = await api.post(`/api/meetings/${meeting.id}/roles/${role.id}/assign`, {
    headers: CSRF,
    data: { userId: emma.userId },
  });
  expect(assigned.status()).toBe(200);
  await vpeContext.close();

  // Emma's bell counts it; the popover shows it with its action, and she marks it read.
  await signInAs(page, 'officer@example.org');
  // Other journeys on the same server may have left her unread notifications of their own (a
  // meeting gone live): marking this one read takes exactly one off the count.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const unread = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await bell.click();
  const panel = page.getByRole('dialog');
  const item = panel.getByRole('listitem').filter({ hasText: 'You are Grammarian at' });
  await expect(item.getByText('Role assignment (unread)')).toBeVisible();
  await expect(item.getByText(meeting.title, { exact: false })).toBeVisible();
  await expect(item.getByRole('button', { name: 'View agenda' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('bell.png') });
  await item.getByRole('button', { name: 'Mark read' }).click();
  await expect(item.getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  await expect(
    page.getByRole('button', {
      name: unread === 1 ? 'Notifications' : `Notifications, ${unread - 1} unread`,
      exact: true,
    }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // My Profile: a calendar address, shown once, that a calendar app can read without a session.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
  const address = page.getByLabel('Calendar subscription address');
  await expect(address).toBeVisible();
  const url = await address.inputValue();
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByText(/^A calendar address is active since /)).toBeVisible();
  await expectNoAxeViolations(page);
  const anonymous = await browser.newContext({ baseURL });
  const feed = await anonymous.request.get(url);
  expect(feed.status()).toBe(200);
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text.replace(/\r\n /g, '')).toContain('(Grammarian)');
  await anonymous.close();
  await page.evaluate(() => window.scrollTo(0, 0));
  await finalScreenshot(page, testInfo);
});
