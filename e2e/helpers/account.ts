/**
 * Signing a patient in (issue 46) the way a patient does, for every account spec: the mobile
 * number, the 6-digit code read from the staff console's outbox (as e2e/self-service.spec.ts
 * reads 'access.code'), and for a first-time number the privacy notice and a name. `admin` is a
 * page signed in to the console as admin (e2e/staff-helpers.ts `signIn(admin, 'admin')`), reused
 * across sign-ins. Each test should use its own number (e2e/helpers/buyer.ts `testBuyer`).
 */
import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const NOTICE_AGREE = 'I have read the privacy notice and agree';

/** The codes already used per number in this worker, so a later sign-in waits for a new one. */
const used = new Map<string, Set<string>>();

/** The newest sign-in code sent to `phone` that no earlier call answered, waited for. */
export async function signInCodeFor(admin: Page, phone: string): Promise<string> {
  const seen = used.get(phone) ?? new Set<string>();
  used.set(phone, seen);
  let code = '';
  await admin.goto('/staff/outbox?status=sent');
  await expect(async () => {
    await admin.reload();
    const link = admin
      .getByRole('row')
      .filter({ hasText: phone })
      .getByRole('link', { name: /^Your sign-in code: \d{6}$/ })
      .first();
    const text = (await link.innerText({ timeout: 1_000 })).trim();
    code = /(\d{6})$/.exec(text)![1];
    expect(seen.has(code)).toBe(false);
  }).toPass({ timeout: 45_000 });
  seen.add(code);
  return code;
}

/**
 * Each signing-in page is a client of its own (the e2e server trusts one proxy hop): the sign-in
 * limits count code requests per client, and every spec's patients would otherwise share
 * 127.0.0.1's ten in ten minutes.
 */
const ownClient = (page: Page) =>
  page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.46.${randomInt(256)}.${randomInt(1, 255)}` });

/** Asks for a code on the sign-in page (already open) and answers it once sent. */
export async function askForCode(page: Page, admin: Page, phone: string): Promise<string> {
  await ownClient(page);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status')).toContainText('a 6-digit code has been sent');
  return signInCodeFor(admin, phone);
}

/**
 * Signs `page` in with `phone`; a number without an account accepts the notice and gives `name`
 * (default 'Asha Patient'). Lands on `/account` (or the `next` path the page was opened with).
 */
export async function signIn(
  page: Page,
  admin: Page,
  phone: string,
  { name = 'Asha Patient', path = '/account/sign-in' }: { name?: string; path?: string } = {},
): Promise<void> {
  await page.goto(path);
  const code = await askForCode(page, admin, phone);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  const notice = page.getByLabel(NOTICE_AGREE);
  const landed = new URL(path, 'http://x').searchParams.get('next') ?? '/account';
  const signedIn = (url: URL) => url.pathname + url.search === landed;
  const next = await Promise.race([
    notice.waitFor({ timeout: 20_000 }).then(() => 'notice' as const),
    page.waitForURL(signedIn, { timeout: 20_000 }).then(() => 'in' as const),
  ]);
  if (next === 'notice') {
    await notice.check();
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(signedIn, { timeout: 20_000 });
  }
}
