/**
 * The e-prescription steps (issue 47), reusable after any spec that leaves a confirmed video
 * consultation behind (e2e/video-consultation.spec.ts chains them after its call): the doctor
 * writes and signs it in the console, the patient downloads the PDF and orders its medicines in
 * one tap, the pharmacist sees the order with the e-prescription attached.
 */
import { expect, type Page } from '@playwright/test';
import { expectToast, MEDICINE, PRESCRIPTION_MEDICINE, saveDelivery } from '../pharmacy-helpers';
import { payForAppointment } from '../booking-helpers';
import { pdfText } from './pdf';

/** The seeded demo doctor's console account (lib/seed/content/staff.ts). */
export const DEMO_DOCTOR = { email: 'doctor@staff.example', password: 'demo-staff-password' };

/** Signs `page` in to the console as the demo doctor. */
export async function signInDoctor(page: Page): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('E-mail').fill(DEMO_DOCTOR.email);
  await page.getByLabel('Password').fill(DEMO_DOCTOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/staff') && !url.pathname.endsWith('/login'),
  );
}

export type PrescribedMedicine = {
  /** Typed in the picker. */
  search: string;
  name: string;
  strength: string;
  dose: string;
  frequency: string;
  duration: string;
  instructions?: string;
};

export type PrescriptionDraft = {
  diagnosis: string;
  medicines: PrescribedMedicine[];
  tests: { search: string; name: string }[];
  advice?: string;
  /** yyyy-mm-dd */
  followUp?: string;
};

/** Picks `name` from the picker labelled `label` after typing `search`. */
async function pick(page: Page, label: string, search: string, name: string) {
  await page.getByLabel(label, { exact: true }).fill(search);
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
}

/**
 * Books and pays a video consultation with the doctor of profile `slug` for the patient signed in
 * on `page` (in-clinic is preselected: the video choice is made on the first slot that offers
 * it). Answers the booking's reference.
 */
export async function bookVideoConsultation(page: Page, slug: string, doctorName: string) {
  await page.goto(`/docprofile/${slug}`);
  await page.getByRole('link', { name: 'Book Appointment' }).first().click();
  const picker = page.getByRole('region', { name: `Book an appointment with ${doctorName}` });
  const tab = picker.getByRole('tab').nth(1);
  await tab.click();
  await expect(picker.getByText(/\d+ Total Slots available/)).toBeVisible();
  const free = picker.locator('button[aria-pressed="false"]:not([disabled])');
  const video = picker.getByRole('radio', { name: /Video consultation/ });
  const videoOnly = picker.getByText(/^Video consultation · Rs\./);
  let chosen = false;
  for (let i = (await free.count()) - 1; i >= 0 && !chosen; i--) {
    // From the evening back: a video doctor's evening slots offer video.
    const id = await free.nth(i).getAttribute('data-slot-id');
    await picker.locator(`button[data-slot-id="${id}"]`).click();
    if (await video.isVisible()) {
      await video.check();
      chosen = true;
    } else if (await videoOnly.isVisible()) {
      chosen = true;
    }
  }
  expect(chosen).toBe(true);
  await picker.getByRole('button', { name: 'Add Appointment' }).click();
  await expect(page).toHaveURL(/\/addtocart\/appointment$/);
  const values: [string, string][] = [
    ['Patient name', 'Meera Iyer'],
    ['Age', '41'],
    ['Disease or symptoms', 'Fever and sore throat'],
    ['Pincode', '560038'],
  ];
  for (const [label, value] of values) await page.getByLabel(label).fill(value);
  const email = page.getByLabel('Email');
  if (!(await email.inputValue())) await email.fill('meera.rx@example.com');
  await page.getByLabel('Gender').selectOption('female');
  return payForAppointment(page);
}

/**
 * On /staff/consultations/{reference}/prescription (a doctor signed in on `doctor`): fills the
 * form and signs it; answers the verification code the signed page shows ('ABCDE-FGHJK').
 */
export async function writePrescription(
  doctor: Page,
  reference: string,
  draft: PrescriptionDraft,
): Promise<string> {
  await doctor.goto(`/staff/consultations/${reference}/prescription`);
  await expect(doctor.getByRole('heading', { name: 'E-prescription', level: 1 })).toBeVisible();
  await doctor.getByLabel('Diagnosis or provisional diagnosis').fill(draft.diagnosis);
  let line = 0;
  for (const m of draft.medicines) {
    await pick(doctor, 'Find a medicine', m.search, m.name);
    line += 1;
    const row = doctor.getByRole('listitem', { name: `Line ${line}` });
    await row.getByLabel('Strength').fill(m.strength);
    await row.getByLabel('Dose').fill(m.dose);
    await row.getByLabel('Frequency').fill(m.frequency);
    await row.getByLabel('Duration').fill(m.duration);
    if (m.instructions) await row.getByLabel('Instructions').fill(m.instructions);
  }
  for (const t of draft.tests) {
    await pick(doctor, 'Find a lab test', t.search, t.name);
    line += 1;
  }
  if (draft.advice) await doctor.getByLabel('Advice').fill(draft.advice);
  if (draft.followUp) await doctor.getByLabel('Follow-up date (optional)').fill(draft.followUp);
  await doctor.getByRole('button', { name: 'Sign and send e-prescription' }).click();
  const signed = doctor.getByRole('region', { name: 'Signed e-prescription' });
  await expect(signed).toBeVisible({ timeout: 20_000 });
  const code = (
    await signed.getByRole('link', { name: /^[2-9A-Z]{5}-[2-9A-Z]{5}$/ }).innerText()
  ).trim();
  return code;
}

/**
 * A medicine the consultation may not have is explained on its line before signing (a List B
 * medicine on a first video consultation); the line is then removed.
 */
export async function expectRefusedLine(
  doctor: Page,
  m: { search: string; name: string },
  why: RegExp,
) {
  await pick(doctor, 'Find a medicine', m.search, m.name);
  const row = doctor.getByRole('listitem').filter({ hasText: m.name });
  await expect(row.getByRole('alert')).toHaveText(why);
  await row.getByRole('button', { name: /^Remove line/ }).click();
  await expect(row).toHaveCount(0);
}

/**
 * The doctor on `doctor` opens booking `reference`'s e-prescription after a first video
 * consultation: the form says which consultation it is, and refuses a List B medicine on it.
 */
export async function openFirstVideoPrescription(doctor: Page, reference: string) {
  await doctor.goto(`/staff/consultations/${reference}/prescription`);
  await expect(doctor.getByText('Video first consultation')).toBeVisible();
  await expectRefusedLine(
    doctor,
    { search: 'Cefidil', name: PRESCRIPTION_MEDICINE.name },
    /List B medicines may be prescribed by video only in a follow-up consultation/,
  );
}

/** The medicine the specs prescribe by video (MEDICINE), at its dose, as the doctor writes it. */
export const VIDEO_MEDICINE_LINE: PrescribedMedicine = {
  search: 'Cetisol',
  name: MEDICINE.name,
  strength: '10 mg',
  dose: '1 tablet',
  frequency: 'Once at night',
  duration: '5 days',
};

/**
 * The PDF of booking `reference`'s e-prescription as the patient on `page` may download it (her
 * account's session or the booking's code access), as text.
 */
export async function patientPrescriptionText(page: Page, reference: string): Promise<string> {
  const response = await page.request.get(
    `/appointment/manage/e-prescription?reference=${reference}`,
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return pdfText(await response.body());
}

/**
 * 'Order these medicines' on the patient's account timeline (she is signed in on `page`): the
 * cart opens with the medicines and the e-prescription attached (still after a reload), she saves
 * delivery details and pays in the test checkout. Answers the order's reference.
 */
export async function orderPrescribedMedicines(
  page: Page,
  reference: string,
  doctorName: RegExp,
): Promise<string> {
  await page.goto('/account');
  const booking = page.locator(`[data-reference="${reference}"]`);
  await booking.getByRole('button', { name: 'Order these medicines' }).click();
  await expect(page).toHaveURL(/\/pharmacy\/addtocart$/);
  const attached = page.getByTestId('attached-e-prescription');
  await expect(attached).toContainText(doctorName);
  // Kept in the tab: a reload does not drop it.
  await page.reload();
  await expect(attached).toContainText(doctorName);
  await saveDelivery(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectToast(page, 'Order Placed successfully');
  await expect(page).toHaveURL(/\/payment-success\?order=SPH-[A-Z0-9]{10}$/);
  return new URL(page.url()).searchParams.get('order')!;
}

/** The pharmacist (signed in on `pharmacist`) sees the order placed from the e-prescription. */
export async function expectOrderWithPrescription(
  pharmacist: Page,
  orderReference: string,
  doctorName: RegExp,
): Promise<void> {
  await pharmacist.goto(`/staff/orders?q=${orderReference}`);
  await pharmacist.getByRole('link', { name: orderReference }).click();
  const note = pharmacist.getByTestId('order-e-prescription');
  await expect(note).toContainText(doctorName);
  await expect(note).toContainText("verified, from the hospital's own doctor");
  const pdf = await pharmacist.request.get(
    (await note.getByRole('link', { name: 'Open the e-prescription (PDF)' }).getAttribute('href'))!,
  );
  expect(pdf.status()).toBe(200);
  expect(pdfText(await pdf.body())).toContain('E-PRESCRIPTION');
}
