/** Signing in to the staff console as the seeded demo accounts, and reading the outbox as admin. */
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo-staff-password';
export const ACCOUNTS = {
  admin: 'admin@staff.example',
  front_desk: 'desk@staff.example',
  pharmacist: 'pharmacist@staff.example',
  lab: 'lab@staff.example',
  editor: 'editor@staff.example',
  hr: 'hr@staff.example',
  /** Dr. Ananya Rao's account (issue 47): her console is her workspace. */
  doctor: 'doctor@staff.example',
} as const;
export type Role = keyof typeof ACCOUNTS;

export async function signIn(page: Page, role: Role) {
  await page.goto('/staff/login');
  await page.getByLabel('E-mail').fill(ACCOUNTS[role]);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    role === 'doctor' ? 'My consultations' : 'Good to see you',
  );
}

/**
 * The link of the newest sent outbox message whose row says `text` (a topic, a recipient, a
 * reference), waited for: the worker sends within seconds.
 */
export async function sentMessage(admin: Page, text: string | RegExp, name: RegExp) {
  await admin.goto('/staff/outbox?status=sent');
  const link = admin.getByRole('row').filter({ hasText: text }).getByRole('link', { name }).first();
  await expect(async () => {
    await admin.reload();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  return link;
}
