/**
 * Patients' sign-in (issue 46) in a real browser: a first-time number signs up with the code
 * read from the outbox and the privacy notice; the header of a cached public page then says
 * 'My account' (from the no-store /api/account/me, the page itself still cached); a wrong code
 * is refused with the message; 'Sign out everywhere' on a second browser ends the first's
 * session. The tests are independent (each its own number), so they share the workers.
 */
import { expect, test } from './test';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { askForCode, signIn } from './helpers/account';
import { testBuyer } from './helpers/buyer';
import { signIn as staffSignIn } from './staff-helpers';

test.describe.configure({ mode: 'parallel' });

/** One console page per worker, signed in once, for reading the codes from the outbox. */
let admin: Page | undefined;
async function adminPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  if (!admin) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    admin = await context.newPage();
    await staffSignIn(admin, 'admin');
  }
  return admin;
}

async function me(page: Page): Promise<{ signedIn: boolean; name?: string }> {
  const answer = await page.request.get('/api/account/me');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  return answer.json();
}

test.describe('patient sign-in', () => {
  test.skip(({ isMobile }) => isMobile, 'one flow; the forms are the site’s usual fields');
  // Each sign-in waits for the outbox worker to send its SMS (seconds, more on a busy machine).
  test.slow();

  test('a new number signs up with the notice; the cached header then says My account', async ({
    page,
    browser,
  }, testInfo) => {
    const staff = await adminPage(browser, testInfo);
    const { phone } = testBuyer('signup');
    // A guest sees 'Sign in' and asks nothing (no hint cookie).
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await me(page)).toEqual({ signedIn: false });

    await signIn(page, staff, phone, { name: 'Asha Sign-up' });
    expect(await me(page)).toEqual({ signedIn: true, name: 'Asha Sign-up' });

    // The public page is still the cached one for everybody; only the island knows.
    const about = await page.goto('/about');
    expect(about!.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/);
    expect(await about!.text()).not.toContain('Asha Sign-up');
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();

    await page.goto('/account/settings');
    await expect(page.getByText('Signed in on 1 browser')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/sign-in$/);
    expect(await me(page)).toEqual({ signedIn: false });
  });

  test('a wrong code is refused; sign out everywhere on a second browser ends the first', async ({
    page,
    browser,
  }, testInfo) => {
    const staff = await adminPage(browser, testInfo);
    const { phone } = testBuyer('everywhere');
    await signIn(page, staff, phone, { name: 'Meera Two' });

    const other = await (
      await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    ).newPage();
    await other.goto('/account/sign-in?next=/account/settings');
    const code = await askForCode(other, staff, phone);
    await other.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await other.getByRole('button', { name: 'Verify' }).click();
    await expect(other.getByText('That code is not right or has expired.')).toBeVisible();
    // An existing number signs in without the notice again, and goes to `next`.
    await other.getByLabel('6-digit code').fill(code);
    await other.getByRole('button', { name: 'Verify' }).click();
    await expect(other).toHaveURL(/\/account\/settings$/);
    await expect(other.getByText('Signed in on 2 browsers')).toBeVisible();

    await other.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(other).toHaveURL(/\/account\/sign-in$/);
    expect(await me(page)).toEqual({ signedIn: false });
    await page.goto('/account/settings');
    await expect(page).toHaveURL(/\/account\/sign-in\?next=%2Faccount%2Fsettings$/);
    await other.context().close();
  });
});
