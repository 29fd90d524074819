/**
 * The lab order's pure rules (lib/lab/booking-rules.ts) and its request schema: the windows and
 * when they close, the package-and-own-test conflict, and the patients a cart asks for.
 */
import {
  collectionDates,
  findPackageConflict,
  isWindowOpen,
  LAB_MESSAGES,
  packageConflictMessage,
  WINDOW_STARTS,
  windowLabel,
  windowMinute,
  windowValue,
} from '@/lib/lab/booking-rules';
import { labOrderRequestSchema } from '@/lib/lab/order-schema';
import { ValidationError } from 'yup';

describe('collection windows', () => {
  it('are 30 minutes from 06:00 to 11:00', () => {
    expect(WINDOW_STARTS.map(windowValue)).toEqual([
      '06:00',
      '06:30',
      '07:00',
      '07:30',
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ]);
    expect(windowLabel(390)).toBe('06:30 AM - 07:00 AM');
    expect(windowLabel(630)).toBe('10:30 AM - 11:00 AM');
    expect(windowMinute('06:30')).toBe(390);
    expect(windowMinute('06:15')).toBeNull();
    expect(windowMinute('11:00')).toBeNull();
    expect(windowMinute('6:30')).toBeNull();
  });

  it('are offered today and the six days after, India time', () => {
    // 23:00 UTC on 28 Feb is 04:30 on 1 March in India.
    const now = { date: '2030-03-01', minuteOfDay: 270 };
    expect(collectionDates(now)).toEqual([
      '2030-03-01',
      '2030-03-02',
      '2030-03-03',
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
    ]);
  });

  it("close an hour before they start; other days' stay open", () => {
    const now = { date: '2030-03-01', minuteOfDay: 7 * 60 + 1 };
    expect(isWindowOpen('2030-03-01', 8 * 60, now)).toBe(false);
    expect(isWindowOpen('2030-03-01', 8 * 60 + 30, now)).toBe(true);
    expect(isWindowOpen('2030-03-02', 6 * 60, now)).toBe(true);
    expect(isWindowOpen('2030-02-28', 10 * 60, now)).toBe(false);
    expect(isWindowOpen('2030-03-08', 10 * 60, now)).toBe(false);
    expect(isWindowOpen('2030-03-02', 6 * 60 + 15, now)).toBe(false);
  });
});

describe('a package and its own test', () => {
  const pack = { id: 1, name: 'Diabetes Care Package', kind: 'package' as const, testIds: [2, 3] };
  const hba1c = { id: 2, name: 'HbA1c', kind: 'test' as const, testIds: [] };
  const tsh = { id: 9, name: 'TSH', kind: 'test' as const, testIds: [] };

  it('conflict, and the message says why', () => {
    const conflict = findPackageConflict([tsh, hba1c, pack]);
    expect(conflict).toEqual({ packageLine: pack, testLine: hba1c });
    expect(packageConflictMessage(conflict!)).toBe(
      'Diabetes Care Package already includes HbA1c: the test is done once, on the same sample, so it cannot also be booked on its own.',
    );
    expect(findPackageConflict([tsh, pack])).toBeNull();
  });
});

describe('the lab order request', () => {
  const valid = {
    items: [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ],
    patients: [
      { name: 'Asha', age: 40, gender: 'female' },
      { name: 'Ravi', age: 44, gender: 'male' },
    ],
    contact: {
      name: 'Asha',
      email: 'asha@example.com',
      phone_number: '9876543210',
      pincode: '560034',
      address: 'Koramangala',
    },
    collection: { date: '2030-03-02', time: '07:00' },
  };
  const errorsOf = async (body: unknown) => {
    try {
      await labOrderRequestSchema.validate(body, { abortEarly: false });
      return {};
    } catch (error) {
      return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
    }
  };

  it('accepts one patient per person the largest quantity counts', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf({ ...valid, patients: valid.patients.slice(0, 1) })).toEqual({
      patients: LAB_MESSAGES.patientsCount,
    });
  });

  it('refuses wrong types and values with a message per field', async () => {
    expect(
      await errorsOf({
        ...valid,
        items: [{ id: '1', quantity: 6 }],
        patients: [{ name: ' ', age: '40', gender: 'x' }],
        collection: { date: '2030-02-30', time: '06:15' },
      }),
    ).toEqual({
      'items[0].id': LAB_MESSAGES.idInvalid,
      'items[0].quantity': LAB_MESSAGES.quantityInvalid,
      'patients[0].name': LAB_MESSAGES.patientName,
      'patients[0].age': LAB_MESSAGES.patientAge,
      'patients[0].gender': LAB_MESSAGES.patientGender,
      'collection.date': LAB_MESSAGES.windowInvalid,
      'collection.time': LAB_MESSAGES.windowInvalid,
    });
    expect(await errorsOf({ ...valid, items: [] })).toEqual({ items: LAB_MESSAGES.itemsRequired });
    expect(
      await errorsOf({
        ...valid,
        items: [
          { id: 1, quantity: 1 },
          { id: 1, quantity: 1 },
        ],
        patients: valid.patients.slice(0, 1),
      }),
    ).toEqual({ items: LAB_MESSAGES.duplicate });
  });
});
