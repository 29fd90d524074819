import {
  deliveryFormSchema,
  savedDeliverySchema,
  type DeliveryFormValues,
} from '@/lib/pharmacy/delivery-schema';
import {
  EMPTY_DELIVERY_FORM,
  isDeliveryEmpty,
  toSavedDelivery,
} from '@/lib/pharmacy/delivery-values';
import { validateBody } from '@/lib/validation/validate';
import { addDays, indiaToday, toDdMmYyyy } from '@/lib/time/india';
import { DELIVERY_DAYS_AHEAD } from '@/lib/pharmacy/delivery-window';

/** The `{ field: message }` a route answers 400 with, or {} when the values pass. */
async function errorsOf(
  schema: typeof deliveryFormSchema | typeof savedDeliverySchema,
  values: object,
) {
  const parsed = await validateBody(schema, values);
  return parsed.ok ? {} : parsed.errors;
}

const valid: DeliveryFormValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone_number: '9876543210',
  pincode: '560001',
  address: '12 MG Road',
  date: indiaToday(),
  time: '14:30',
};

describe('delivery form schema (pharmacy.md section 5)', () => {
  it('accepts a complete form dated today in India', async () => {
    expect(await errorsOf(deliveryFormSchema, valid)).toEqual({});
  });

  it('gives every required message for an empty form', async () => {
    expect(await errorsOf(deliveryFormSchema, EMPTY_DELIVERY_FORM)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone_number: 'Phone number is required',
      pincode: 'Pincode is required',
      address: 'Address is required',
      date: 'Expected Date is required',
      time: 'Expected Time is required',
    });
  });

  it('gives every format message', async () => {
    expect(
      await errorsOf(deliveryFormSchema, {
        ...valid,
        email: 'asha@',
        phone_number: '98765',
        pincode: '56000a',
        date: addDays(indiaToday(), -1),
        time: '2:30 pm',
      }),
    ).toEqual({
      email: 'Invalid email address',
      phone_number: 'Phone number must be 10 digits',
      pincode: 'Pincode must be 6 digits',
      date: 'Expected Date cannot be in the past',
      time: 'Invalid time format',
    });
    expect(
      await errorsOf(deliveryFormSchema, { ...valid, phone_number: '98765432101', time: '24:00' }),
    ).toEqual({
      phone_number: 'Phone number must be 10 digits',
      time: 'Invalid time format',
    });
  });

  it('says in words when a name, e-mail or address is too long, in the form and on the server', async () => {
    const long = {
      ...valid,
      name: 'A'.repeat(101),
      email: `${'a'.repeat(190)}@example.com`,
      address: 'x'.repeat(501),
    };
    const expected = {
      name: 'Name must be at most 100 characters',
      email: 'Email must be at most 200 characters',
      address: 'Address must be at most 500 characters',
    };
    expect(await errorsOf(deliveryFormSchema, long)).toEqual(expected);
    expect(
      await errorsOf(savedDeliverySchema, toSavedDelivery({ ...long, date: valid.date })),
    ).toEqual(expected);
    // What formik shows: yup's own errors, read without the server's wording.
    const error = await deliveryFormSchema
      .validate(long, { abortEarly: false })
      .catch((e: { errors: string[] }) => e);
    expect((error as { errors: string[] }).errors.sort()).toEqual(Object.values(expected).sort());
  });

  it('saves the date as en-GB day/month/year and the time as 12-hour with am/pm', () => {
    const saved = toSavedDelivery({ ...valid, date: '2031-03-09', time: '14:05' });
    expect(saved).toMatchObject({ date: '09/03/2031', time: '02:05 pm' });
    expect(toSavedDelivery({ ...valid, time: '00:15' }).time).toBe('12:15 am');
    expect(toSavedDelivery({ ...valid, time: '12:00' }).time).toBe('12:00 pm');
  });

  it('re-checks the saved form on the server with the same messages', async () => {
    expect(await errorsOf(savedDeliverySchema, toSavedDelivery(valid))).toEqual({});
    expect(
      await errorsOf(savedDeliverySchema, {
        ...toSavedDelivery(valid),
        date: '01/01/2020',
        time: '25:00 pm',
      }),
    ).toEqual({
      date: 'Expected Date cannot be in the past',
      time: 'Invalid time format',
    });
  });

  it(`takes a date up to ${DELIVERY_DAYS_AHEAD} days ahead and refuses one further, in both forms`, async () => {
    const last = addDays(indiaToday(), DELIVERY_DAYS_AHEAD);
    const tooFar = 'Expected Date must be within the next 30 days';
    expect(await errorsOf(deliveryFormSchema, { ...valid, date: last })).toEqual({});
    expect(await errorsOf(deliveryFormSchema, { ...valid, date: addDays(last, 1) })).toEqual({
      date: tooFar,
    });
    expect(await errorsOf(deliveryFormSchema, { ...valid, date: '9999-12-31' })).toEqual({
      date: tooFar,
    });
    const saved = toSavedDelivery(valid);
    expect(await errorsOf(savedDeliverySchema, { ...saved, date: toDdMmYyyy(last) })).toEqual({});
    expect(await errorsOf(savedDeliverySchema, { ...saved, date: '31/12/9999' })).toEqual({
      date: tooFar,
    });
  });

  it('treats saved info as missing only when every field is empty', () => {
    expect(isDeliveryEmpty(null)).toBe(true);
    expect(isDeliveryEmpty({ name: '', email: ' ' })).toBe(true);
    expect(isDeliveryEmpty({ name: 'A' })).toBe(false);
  });
});
