import { callbackSchema, callbackSchemaFor, consultationSchema } from '@/lib/leads/callback-schema';
import { careerSchema } from '@/lib/careers/schema';
import { contactSchema } from '@/lib/leads/contact-schema';
import { validateBody, type FieldErrors } from '@/lib/validation/validate';
import { object, string, type Schema } from 'yup';
import { docxBytes, exeBytes, pdfBytes, plainZipBytes } from '../helpers/files';
import { EMPTY_APPLICATION_ERRORS } from '../helpers/form-messages';

/** The field errors the server answers for `value`, flattened as the route handlers do. */
async function errorsOf(schema: Schema, value: Record<string, unknown>): Promise<FieldErrors> {
  const parsed = await validateBody(schema, value);
  return parsed.ok ? {} : parsed.errors;
}

describe('field errors', () => {
  it("let a missing value's message win over another failure of the same field", async () => {
    const schema = object({
      name: string()
        .test('shape', 'Name is malformed', () => false)
        .required('Name is required'),
      city: string().test('shape', 'City is malformed', () => false),
    });
    expect(await errorsOf(schema, { name: '', city: 'x' })).toEqual({
      name: 'Name is required',
      city: 'City is malformed',
    });
  });
});

const validCallback = {
  patient_name: 'Asha Rao',
  contact_number: '9876543210',
  email_id: 'asha@example.com',
  disease: 'fever, cough',
  address: 'Indiranagar',
  page_name: 'cardiology',
};

describe('callback form', () => {
  it('accepts a valid request and keeps the text as typed', async () => {
    const value = await callbackSchema('treatment').validate({
      ...validCallback,
      patient_name: ' <b>Asha</b> ',
    });
    expect(value.patient_name).toBe(' <b>Asha</b> ');
  });

  it('gives the spec messages for every field', async () => {
    expect(await errorsOf(callbackSchema('department'), { page_name: 'x' })).toEqual({
      patient_name: 'Patient Name is required',
      contact_number: 'Contact Number must be a 10-digit number',
      email_id: 'Invalid email address',
      disease: 'Disease is required',
      address: 'Please select your location',
    });
    expect(
      (await errorsOf(callbackSchema('treatment'), { ...validCallback, address: '  ' })).address,
    ).toBe('Address is required');
  });

  it.each(['987654321', '98765432101', '98765-4321', '98765432a0', ''])(
    'refuses the contact number %p',
    async (contact_number) => {
      const errors = await errorsOf(callbackSchema('treatment'), {
        ...validCallback,
        contact_number,
      });
      expect(errors).toEqual({ contact_number: 'Contact Number must be a 10-digit number' });
    },
  );

  it('refuses a malformed e-mail', async () => {
    const errors = await errorsOf(callbackSchema('treatment'), {
      ...validCallback,
      email_id: 'asha@',
    });
    expect(errors).toEqual({ email_id: 'Invalid email address' });
  });

  it('picks the server schema by the sending form', async () => {
    const { email_id: _omit, ...noEmail } = validCallback;
    void _omit;
    expect(await errorsOf(callbackSchemaFor('doctors'), noEmail)).toEqual({});
    expect(await errorsOf(consultationSchema, { ...noEmail, address: '' })).toEqual({
      address: 'Location is required',
    });
    expect(
      (await errorsOf(callbackSchemaFor('department'), { ...validCallback, address: '' })).address,
    ).toBe('Please select your location');
    expect(
      (await errorsOf(callbackSchemaFor(undefined), { ...validCallback, address: '' })).address,
    ).toBe('Address is required');
  });
});

describe('contact form', () => {
  it('gives the spec messages', async () => {
    expect(await errorsOf(contactSchema, {})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect((await errorsOf(contactSchema, { name: 'A', email: 'nope', message: 'Hi' })).email).toBe(
      'Email is required',
    );
    expect(await errorsOf(contactSchema, { name: 'A', email: 'a@b.co', message: 'Hi' })).toEqual(
      {},
    );
  });
});

function file(bytes: Uint8Array<ArrayBuffer>, name: string): File {
  return new File([bytes], name);
}

const validCareer = () => ({
  name: 'Ravi',
  email: 'ravi@example.com',
  phone_number: '9876543210',
  job_title: 'Staff Nurse',
  job_id: '3',
  resume_pdf: file(pdfBytes(), 'cv.pdf'),
});

describe('career application', () => {
  it('accepts pdf, doc and a real docx', async () => {
    expect(await errorsOf(careerSchema, validCareer())).toEqual({});
    expect(
      await errorsOf(careerSchema, { ...validCareer(), resume_pdf: file(docxBytes(), 'cv.docx') }),
    ).toEqual({});
  });

  it('gives the spec messages for missing fields', async () => {
    expect(await errorsOf(careerSchema, {})).toEqual(EMPTY_APPLICATION_ERRORS);
  });

  it.each([
    ['123456789', 'Phone number must be at least 10 digits'],
    ['1234567890123456', 'Phone number must be at most 15 digits'],
    ['98765 43210', 'Phone number must contain only digits'],
    ['+919876543210', 'Phone number must contain only digits'],
  ])('refuses the phone %p with %p', async (phone_number, message) => {
    expect(await errorsOf(careerSchema, { ...validCareer(), phone_number })).toEqual({
      phone_number: message,
    });
  });

  it.each(['1234567890', '123456789012345'])('accepts the phone %p', async (phone_number) => {
    expect(await errorsOf(careerSchema, { ...validCareer(), phone_number })).toEqual({});
  });

  it('refuses wrong extensions and big files, and leaves the bytes to the server', async () => {
    const resumeError = async (resume_pdf: File) =>
      (await errorsOf(careerSchema, { ...validCareer(), resume_pdf })).resume_pdf;
    expect(await resumeError(file(pdfBytes(), 'cv.exe'))).toBe(
      'Resume must be a .pdf, .doc or .docx file',
    );
    // The shared schema checks name and size only (it runs in the browser too); the content is
    // checked by the careers service (tests/forms/api-careers.test.ts, resume-file.test.ts).
    expect(await resumeError(file(exeBytes(), 'resume.pdf'))).toBeUndefined();
    expect(await resumeError(file(plainZipBytes(), 'resume.docx'))).toBeUndefined();
    expect(await resumeError(file(pdfBytes(5 * 1024 * 1024 + 1), 'cv.pdf'))).toBe(
      'Resume must be at most 5 MB',
    );
    expect(await resumeError(file(new Uint8Array(0), 'cv.pdf'))).toBe('Resume file is required');
  });
});
