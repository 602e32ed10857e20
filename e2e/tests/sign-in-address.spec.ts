import { expect, expectNoAxeViolations, finalScreenshot, test } from './fixtures';

// The journey servers' PUBLIC_URL is http://localhost:PORT; a person who types the other loopback
// address (or a LAN address) still signs in: the sign-in moves to PUBLIC_URL's host first, where the
// provider returns (docs/decisions/028-sign-in-from-any-address.md).

test('sign-in through 127.0.0.1 ends signed in, at PUBLIC_URL', async ({
  page,
  baseURL,
}, testInfo) => {
  const publicUrl = new URL(baseURL ?? '');
  const other = `http://127.0.0.1:${publicUrl.port}`;

  await page.goto(`${other}/login`);
  await page.getByRole('button', { name: /^Sign in with / }).click();
  await expect(page.getByRole('heading', { name: 'Lectern development sign-in' })).toBeVisible();
  expect(new URL(page.url()).host).toBe(publicUrl.host);
  await page.getByRole('button', { name: /member@example\.org/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).host).toBe(publicUrl.host);
  await expect(page.getByRole('heading', { name: 'My Dashboard', exact: true })).toBeVisible();
  await expect(page.getByText('Sign-in failed')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);
});

test('a callback without its state cookie says what happened and what to do', async ({
  page,
  baseURL,
}, testInfo) => {
  const publicUrl = new URL(baseURL ?? '');
  // What the old flow did: a callback arriving at an address the sign-in did not start on.
  await page.goto(`http://127.0.0.1:${publicUrl.port}/api/callback?code=x&state=y`);
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await expect(page.getByText(/without the cookie Lectern set when sign-in began/)).toBeVisible();
  await expect(
    page.getByText(`open Lectern at ${publicUrl.origin}`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo);

  // Its one link starts again and ends signed in.
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await page.getByRole('button', { name: /^Sign in with / }).click();
  await page.getByRole('button', { name: /guest@example\.org/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).host).toBe(publicUrl.host);
});
