/**
 * E-prescriptions (issue 47) in real browsers: a patient signed in to her account books and pays
 * a video consultation with the demo video doctor; the doctor, signed in to the console with the
 * demo doctor account, sees a List B medicine refused on its line (a first video consultation)
 * and signs an e-prescription with a List O medicine and a lab test; the patient downloads the PDF
 * (its text checked), orders its medicines in one tap (the e-prescription goes with the order in
 * place of an upload) and puts its tests in the lab cart; the pharmacist sees the order with the
 * e-prescription attached, verified, and opens its PDF; the public verification page answers the
 * code with the patient's initials only. The rules and the checkout's checks are in jest
 * (tests/prescriptions). The steps are e2e/helpers/prescription.ts, for other specs to chain.
 */
import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '../lib/prescriptions/code';
import { expect, test } from './test';
import { signIn as signInPatient } from './helpers/account';
import { testBuyer } from './helpers/buyer';
import {
  bookVideoConsultation,
  expectOrderWithPrescription,
  orderPrescribedMedicines,
  patientPrescriptionText,
  openFirstVideoPrescription,
  signInDoctor,
  VIDEO_MEDICINE_LINE,
  writePrescription,
} from './helpers/prescription';
import { MEDICINE } from './pharmacy-helpers';
import { signIn as staffSignIn } from './staff-helpers';

/** The doctor behind the demo's doctor account (lib/seed/content/video-doctors.ts). */
const VIDEO_DOCTOR = { slug: 'dr-ananya-rao', name: 'Dr. Ananya Rao' };
const DOCTOR_NAME = /Ananya Rao/;
const LAB_TEST = 'Lipid Profile';
/** Two letters of the codes' alphabet, a different pair for each `i` under 1,024. */
const codeLetters = (i: number) => CODE_ALPHABET[i >> 5] + CODE_ALPHABET[i & 31];

test.describe('an e-prescription', () => {
  test.skip(({ isMobile }) => isMobile, 'one run: the flow is the same on a phone');

  test('from the video consultation to the pharmacy and the lab', async ({ page, browser }) => {
    test.slow(); // a booking, two console sign-ins, a PDF, a paid order
    const admin = await (await browser.newContext()).newPage();
    await staffSignIn(admin, 'admin');
    await signInPatient(page, admin, testBuyer('meera').phone, { name: 'Meera Iyer' });
    const reference = await bookVideoConsultation(page, VIDEO_DOCTOR.slug, VIDEO_DOCTOR.name);

    const doctor = await (await browser.newContext()).newPage();
    await signInDoctor(doctor);
    await openFirstVideoPrescription(doctor, reference);
    const code = await writePrescription(doctor, reference, {
      diagnosis: 'Acute pharyngitis',
      medicines: [{ ...VIDEO_MEDICINE_LINE, instructions: 'After food' }],
      tests: [{ search: 'Lipid', name: LAB_TEST }],
      advice: 'Warm saline gargles.',
    });

    const text = await patientPrescriptionText(page, reference);
    for (const fact of [
      'E-PRESCRIPTION',
      'Ananya Rao',
      'Registration no.: KMC',
      'Meera Iyer, 41 years, Female',
      'Acute pharyngitis',
      MEDICINE.name,
      'Once at night',
      LAB_TEST,
      'Warm saline gargles.',
      `Verification code: ${code}`,
    ]) {
      expect(text).toContain(fact);
    }

    const order = await orderPrescribedMedicines(page, reference, DOCTOR_NAME);
    await page.goto('/account');
    await page
      .locator(`[data-reference="${reference}"]`)
      .getByRole('button', { name: 'Book these tests' })
      .click();
    await expect(page).toHaveURL(/\/lab-tests\/cart$/);
    await expect(page.getByText(LAB_TEST).first()).toBeVisible();

    const pharmacist = await (await browser.newContext()).newPage();
    await staffSignIn(pharmacist, 'pharmacist');
    await expectOrderWithPrescription(pharmacist, order, DOCTOR_NAME);

    // Anyone holding the paper can check it: the initials, never the name.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/prescriptions/verify?code=${code}`);
    const verified = visitor.getByRole('region', { name: `E-prescription ${code}` });
    await expect(verified).toContainText('M. I.');
    await expect(verified).toContainText(MEDICINE.name);
    await expect(verified).not.toContainText('Meera');
    await expect(verified).not.toContainText('pharyngitis');
  });
});

test('the verification page stops answering an address that types too many wrong codes', async ({
  page,
  request,
}) => {
  // An address of its own (the tests play the reverse proxy), so no other test spends its count.
  const address = `10.61.${randomInt(256)}.${randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await page.goto('/prescriptions/verify');
  const code = page.getByLabel('Verification code');
  await code.fill('ZZZZZ-ZZZZZ');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('No e-prescription has this code. Check each character.'),
  ).toBeVisible();
  // The rest of the window's wrong codes (lib/security/limits.ts wrongPrescriptionCode: 40).
  for (let i = 1; i < 40; i += 1) {
    // Codes of the codes' own alphabet: anything else is not looked up and costs nothing.
    const res = await request.get(`/prescriptions/verify?code=ZZZZZ-ZZ${codeLetters(i)}Z`, {
      headers: { 'x-forwarded-for': address },
    });
    expect(res.status()).toBe(200);
  }
  await code.fill('ZZZZZ-ZZZZY');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText(
      /^Too many codes that match no e-prescription were typed from this connection\. Please try again in \d+ minutes\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /^E-prescription/ })).toHaveCount(0);
});
