/**
 * The lead forms' server actions (app/(site)/forms/actions.ts), what a form sent before or without
 * its script posts to, against real databases on each engine: the API's schema and messages, the
 * same service (stored like the route stores), the same callback limit (one budget with the
 * route), and the fields sent back to fill the form in again.
 */
import { eq } from 'drizzle-orm';
import { callbackRequests, contactMessages } from '@/lib/db/schema';
import { CALLBACK_LIMIT_MESSAGE, CALLBACK_MESSAGES } from '@/lib/leads/callback-schema';
import { CONTACT_MESSAGES } from '@/lib/leads/contact-schema';
import { CALLBACK_TOASTS } from '@/lib/leads/form-texts';
import { appDbForFile, appDbMock } from '../helpers/app-db';
import { engines } from '../helpers/db';

jest.mock('@/lib/db', () => appDbMock());

/** The client address the actions read through next/headers. */
let client = '10.70.0.1';
jest.mock('next/headers', () => ({
  ...jest.requireActual('next/headers'),
  headers: async () => new Headers({ 'x-forwarded-for': client, host: 'localhost:3000' }),
}));

/** A form as the browser sends it, with the action fields Next adds. */
function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set('$ACTION_ID_0123456789abcdef', '');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const callback = {
  patient_name: 'Asha <b>Rao</b>',
  contact_number: '9876543210',
  email_id: 'asha@example.com',
  disease: 'fever, cough',
  address: 'Indiranagar',
  page_name: 'cardiology',
  form: 'department',
};

describe.each(engines)('lead form actions on %s', (engine) => {
  const t = appDbForFile(engine);
  let actions: typeof import('@/app/(site)/forms/actions');

  beforeAll(async () => {
    actions = await import('@/app/(site)/forms/actions');
  });
  beforeEach(async () => {
    await t.db.delete(callbackRequests);
    await t.db.delete(contactMessages);
    client = `10.70.${engine.length}.${Math.floor(Math.random() * 250)}`;
  });

  it('stores a callback request as typed and answers the success text, keeping its page', async () => {
    const answer = await actions.sendCallbackForm(null, formData(callback));
    expect(answer).toEqual({
      status: 'sent',
      message: CALLBACK_TOASTS.success,
      errors: {},
      values: { page_name: 'cardiology', form: 'department' },
    });
    const rows = await t.db.select().from(callbackRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      patientName: 'Asha <b>Rao</b>',
      contactNumber: '9876543210',
      email: 'asha@example.com',
      pageName: 'cardiology',
    });
  });

  it('refuses with the spec messages per field and sends the fields back, storing nothing', async () => {
    const answer = await actions.sendCallbackForm(
      null,
      formData({ ...callback, contact_number: '98765', address: '', patient_name: '' }),
    );
    expect(answer).toMatchObject({
      status: 'refused',
      message: CALLBACK_TOASTS.refused,
      errors: {
        contact_number: CALLBACK_MESSAGES.contactNumber,
        address: CALLBACK_MESSAGES.addressDepartment,
        patient_name: CALLBACK_MESSAGES.patientName,
      },
      values: { contact_number: '98765', disease: 'fever, cough', form: 'department' },
    });
    // Next's own action fields are never sent back.
    expect(Object.keys(answer!.values).some((name) => name.startsWith('$'))).toBe(false);
    // The treatment form's address message for the treatment form.
    const treatment = await actions.sendCallbackForm(
      null,
      formData({ ...callback, form: 'treatment', address: '' }),
    );
    expect(treatment?.errors).toEqual({ address: CALLBACK_MESSAGES.addressTreatment });
    expect(await t.db.select().from(callbackRequests)).toHaveLength(0);
  });

  it('spends the same hourly budget as the API route', async () => {
    const { POST } = await import('@/app/api/booking/create_booking/route');
    for (let i = 0; i < 19; i += 1) {
      const response = await POST(
        new Request('http://localhost:3000/api/booking/create_booking', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            host: 'localhost:3000',
            'x-forwarded-for': client,
          },
          body: JSON.stringify(callback),
        }),
      );
      expect(response.status).toBe(200);
    }
    expect((await actions.sendCallbackForm(null, formData(callback)))?.status).toBe('sent');
    const refused = await actions.sendCallbackForm(null, formData(callback));
    expect(refused).toMatchObject({
      status: 'refused',
      message: CALLBACK_TOASTS.refused,
      note: CALLBACK_LIMIT_MESSAGE,
      values: { patient_name: callback.patient_name },
    });
    expect(await t.db.select().from(callbackRequests)).toHaveLength(20);
  });

  it('stores a consultation request under the page name doctors, whatever the form says', async () => {
    const answer = await actions.sendConsultationForm(
      null,
      formData({
        patient_name: 'Meena',
        contact_number: '9988776655',
        address: 'Jayanagar',
        disease: 'migraine',
        page_name: 'forged',
      }),
    );
    expect(answer).toMatchObject({ status: 'sent', message: CALLBACK_TOASTS.success });
    const rows = await t.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.pageName, 'doctors'));
    expect(rows).toHaveLength(1);
    const refused = await actions.sendConsultationForm(null, formData({ patient_name: 'Meena' }));
    expect(refused?.errors).toMatchObject({
      address: CALLBACK_MESSAGES.location,
      disease: CALLBACK_MESSAGES.disease,
    });
  });

  it('stores a contact message; a refused one answers only its fields’ messages', async () => {
    const sent = await actions.sendContactForm(
      null,
      formData({ name: 'Meera', email: 'meera@example.com', message: 'OPD timings?' }),
    );
    expect(sent).toEqual({
      status: 'sent',
      message: CONTACT_MESSAGES.success,
      errors: {},
      values: {},
    });
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
    const refused = await actions.sendContactForm(
      null,
      formData({ name: 'Meera', email: 'meera.example.com', message: '' }),
    );
    expect(refused).toEqual({
      status: 'refused',
      message: '',
      errors: { email: CONTACT_MESSAGES.email, message: CONTACT_MESSAGES.message },
      values: { name: 'Meera', email: 'meera.example.com', message: '' },
    });
    // A control character is refused like the API refuses it, never stored.
    const control = await actions.sendContactForm(
      null,
      formData({ name: 'Meera\u0000', email: 'meera@example.com', message: 'Hi' }),
    );
    expect(control?.status).toBe('refused');
    expect(control?.errors.name).toBeTruthy();
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });
});
