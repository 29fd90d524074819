import { expect, test } from './test';
import {
  chooseSecondDate,
  fillPatient,
  openPicker,
  payForAppointment,
  type Doctor,
} from './booking-helpers';
import { signIn } from './staff-helpers';
import { DEMO_VIDEO_DOCTOR_SLUG } from '../lib/seed/content/video-doctors';

/**
 * Video consultations from the patient's picker to the doctor's workspace (issue 47): the patient
 * chooses Video on a time that offers both (in-clinic is chosen first) and pays the video fee;
 * the demo doctor signs in, lands on her consultations and finds the booking with a Join button
 * to its room, opens it (the patient's history, notes) and saves notes. Desktop only: one slot of
 * one doctor is booked, and the mobile project runs on the same server at the same time.
 */
test.describe('the doctor’s workspace', () => {
  test('a video slot booked through the picker shows in the doctor’s consultations with Join', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'books one slot of the one demo doctor');
    test.slow();
    await page.goto(`/docprofile/${DEMO_VIDEO_DOCTOR_SLUG}`);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const doc: Doctor = { _id: '', slug: DEMO_VIDEO_DOCTOR_SLUG, name };

    const picker = await openPicker(page, doc);
    await chooseSecondDate(picker);
    // A time open to both: not marked 'Video only'.
    const free = picker
      .locator('button[aria-pressed="false"]:not([disabled])')
      .filter({ hasNotText: 'Video only' })
      .first();
    const slotId = await free.getAttribute('data-slot-id');
    const time = (await free.innerText()).trim();
    const slot = picker.locator(`button[data-slot-id="${slotId}"]`);
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');

    const modes = picker.getByRole('group', { name: 'How would you like to consult?' });
    const clinic = modes.getByRole('radio', { name: /In clinic Rs\. [\d,]+/ });
    const video = modes.getByRole('radio', { name: /Video consultation Rs\. [\d,]+/ });
    await expect(clinic).toBeChecked();
    const videoFee = (await modes.getByText(/Video consultation/).innerText()).match(
      /Rs\. [\d,]+/,
    )![0];
    await video.check();
    await picker.getByRole('button', { name: 'Add Appointment' }).click();

    await expect(page).toHaveURL(/\/addtocart\/appointment$/);
    const summary = page.getByRole('region', { name: 'Appointment summary' });
    await expect(summary).toContainText('Video consultation');
    await expect(summary).toContainText(`Final price${videoFee}`);
    await fillPatient(page);
    const reference = await payForAppointment(page);

    await page.context().clearCookies();
    await signIn(page, 'doctor');
    await expect(page).toHaveURL(/\/staff\/consultations$/);
    const row = page.getByRole('row').filter({ hasText: 'Meera Iyer' }).filter({ hasText: time });
    const join = row.getByRole('link', { name: `Join video consultation ${reference}` });
    await expect(join).toHaveAttribute('href', `/staff/consult/${reference}`);

    await row.getByRole('link', { name: 'Meera Iyer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write e-prescription' })).toHaveAttribute(
      'href',
      `/staff/consultations/${reference}/prescription`,
    );
    await page
      .getByRole('textbox', { name: 'Notes', exact: true })
      .fill('Palpitations on exertion; ECG advised.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('Notes saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue(
      'Palpitations on exertion; ECG advised.',
    );
  });

  test('the doctor’s console is her workspace and nothing else', async ({ page }) => {
    await signIn(page, 'doctor');
    const nav = page.getByRole('navigation', { name: 'Staff console' });
    await expect(nav.getByRole('link')).toHaveCount(1);
    expect((await page.request.get('/staff/appointments', { maxRedirects: 0 })).status()).toBe(403);
    expect(
      (await page.request.get('/staff/consultations/SMH-0000000000', { maxRedirects: 0 })).status(),
    ).toBe(404);
  });
});
