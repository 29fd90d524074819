/**
 * The privacy centre (issue 46) in a real browser: a signed-in patient gives and withdraws an
 * optional consent in one click each, downloads the JSON export (her number, her profile, the
 * ledger) and the PDF (private, no-store; a stranger gets 401), erases the account (signed out,
 * the page says what the law keeps) and the same number then signs up as a new account; the
 * admin sees the erasure and the withdrawal in the console, with the ledger of the phone hash.
 */
import fs from 'node:fs';
import { expect, test } from './test';
import { askForCode, NOTICE_AGREE, signIn } from './helpers/account';
import { testBuyer } from './helpers/buyer';
import { signIn as staffSignIn } from './staff-helpers';

const PRIVACY = '/account/privacy';
const SIGN_IN_HERE = `/account/sign-in?next=${encodeURIComponent(PRIVACY)}`;

test.describe('privacy centre', () => {
  test.skip(({ isMobile }) => isMobile, 'one flow; the page is the site’s usual cards and forms');

  test('consent, export, erasure, a new account for the same number, the admin’s view', async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { phone } = testBuyer('privacy');
    const admin = await (
      await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    ).newPage();
    await staffSignIn(admin, 'admin');

    await signIn(page, admin, phone, { name: 'Meera Privacy', path: SIGN_IN_HERE });
    await expect(page.getByRole('heading', { name: 'Privacy centre', level: 1 })).toBeVisible();
    await expect(page.getByText('Dr. Kavya Menon')).toBeVisible();
    await expect(page.getByText('Data Protection Board of India')).toBeVisible();

    // One click each: give, then withdraw WhatsApp reminders; 'care' has no switch.
    const whatsapp = page.locator('[data-consent-state="whatsapp_reminders"]');
    await expect(whatsapp).toHaveText('not given');
    await page.getByRole('button', { name: 'Give consent: WhatsApp reminders' }).click();
    await expect(whatsapp).toContainText('given ');
    await page.getByRole('button', { name: 'Withdraw consent: WhatsApp reminders' }).click();
    await expect(whatsapp).toHaveText('not given');
    await expect(page.getByRole('button', { name: /consent: Your care/ })).toHaveCount(0);

    // The JSON export: her number, her profile, the ledger.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download as JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^saithunga-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data.account.phone).toBe(phone);
    expect(data.familyMembers).toEqual([
      expect.objectContaining({ relationship: 'self', name: 'Meera Privacy' }),
    ]);
    expect(data.consents.current.whatsapp_reminders).toMatchObject({ granted: false });
    expect(data.consents.current.care).toMatchObject({ granted: true });

    const pdf = await page.request.get('/api/account/export.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toBe('private, no-store');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
    });
    const refused = await stranger.get('/api/account/export.json');
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'unauthenticated' });
    await stranger.dispose();

    // Erasure: the word typed, then signed out, told what is kept.
    await expect(
      page.getByRole('region', { name: 'What we keep, for how long, and why' }),
    ).toContainText('CGST Act 2017 s.36');
    await page.getByLabel('Type ERASE to confirm').fill('erase');
    await page.getByRole('button', { name: 'Erase my account' }).click();
    await expect(page.locator('#erase-message')).toHaveText('Type ERASE to confirm');
    await page.getByLabel('Type ERASE to confirm').fill('ERASE');
    await page.getByRole('button', { name: 'Erase my account' }).click();
    await page.waitForURL('**/account/privacy/erased');
    await expect(page.getByRole('heading', { name: 'Your account is erased' })).toBeVisible();
    expect(await (await page.request.get('/api/account/me')).json()).toEqual({ signedIn: false });
    await page.goto(PRIVACY);
    await expect(page).toHaveURL(/\/account\/sign-in/);

    // The same number is a stranger now: the notice again, a new account.
    await page.goto(SIGN_IN_HERE);
    const code = await askForCode(page, admin, phone);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel(NOTICE_AGREE).check();
    await page.getByLabel('Your name').fill('Meera Again');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`**${PRIVACY}`);
    await expect(whatsapp).toHaveText('not given');

    // The admin's console: the erasure, with the ledger of the phone hash.
    await admin.goto('/staff/privacy-requests?kind=erasure');
    await expect(admin.getByRole('heading', { name: 'Privacy requests' })).toBeVisible();
    const erasure = admin.getByRole('row').filter({ hasText: 'Erased' }).first();
    await expect(erasure).toContainText('Erasure');
    await erasure.getByRole('link').click();
    const ledger = admin.getByRole('region', { name: 'Consent ledger of this phone hash' });
    await expect(ledger.getByRole('row').filter({ hasText: 'WhatsApp reminders' })).toHaveCount(2);
    await expect(admin.locator('main')).not.toContainText(phone);
    await admin.goto('/staff/privacy-requests?kind=withdrawal');
    await expect(
      admin.getByRole('row').filter({ hasText: 'Consent withdrawn' }).first(),
    ).toBeVisible();
  });
});
