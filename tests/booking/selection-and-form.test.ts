import {
  SELECTION_KEY,
  clearSelection,
  parseSelection,
  readSelection,
  saveSelection,
} from '@/lib/booking/selection';
import { ALL_FIELDS_REQUIRED, appointmentOrderSchema, patientSchema } from '@/lib/booking/schema';
import { validateBody } from '@/lib/validation/validate';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('the stored appointment choice', () => {
  it('keeps only doctor id, date, slot and time', () => {
    const store = memoryStore();
    const extra = {
      doctorId: 4,
      date: '16/03/2030',
      slotId: 99,
      time: '12:30 PM',
      mode: 'video' as const,
      name: 'Private Person',
    };
    saveSelection(store, extra);
    expect(JSON.parse(store.map.get(SELECTION_KEY)!)).toEqual({
      doctorId: 4,
      date: '16/03/2030',
      slotId: 99,
      time: '12:30 PM',
      mode: 'video',
    });
    expect(readSelection(store)).toEqual({
      doctorId: 4,
      date: '16/03/2030',
      slotId: 99,
      time: '12:30 PM',
      mode: 'video',
    });
    clearSelection(store);
    expect(readSelection(store)).toBeNull();
  });

  it('refuses stored values that are not what the picker writes', () => {
    for (const raw of [
      '',
      'nope',
      '{}',
      '{"doctorId":"4","date":"16/03/2030","slotId":1,"time":"10:00 AM"}',
      '{"doctorId":4,"date":"2030-03-16","slotId":1,"time":"10:00 AM"}',
      '{"doctorId":4,"date":"16/03/2030","slotId":1,"time":"25:00"}',
      '{"doctorId":4,"date":"16/03/2030","slotId":1,"time":"10:00 AM","mode":"phone"}',
    ]) {
      expect(parseSelection(raw)).toBeNull();
    }
  });

  it('reads a choice stored before consultation modes as an in-clinic one', () => {
    expect(
      parseSelection('{"doctorId":4,"date":"16/03/2030","slotId":1,"time":"10:00 AM"}'),
    ).toMatchObject({ mode: 'clinic' });
  });
});

describe('the patient form schema', () => {
  const valid = {
    name: 'Asha',
    phone: '9876543210',
    gender: 'other',
    disease: 'Cough',
    age: '42',
    email: 'a@example.com',
    pincode: '560001',
    date: '16/03/2030',
  };

  it("answers 'All fields are required' for every empty field", async () => {
    const fields = Object.keys(valid);
    const empty = Object.fromEntries(fields.map((field) => [field, '']));
    const result = await validateBody(patientSchema, { ...empty, name: ' ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(fields.sort());
    expect(new Set(Object.values(result.errors))).toEqual(new Set([ALL_FIELDS_REQUIRED]));
  });

  it('checks formats: 10-digit phone, gender, e-mail, 6-digit pincode, age', async () => {
    const result = await validateBody(patientSchema, {
      ...valid,
      phone: '98765',
      gender: 'unknown',
      email: 'nope',
      pincode: '5600',
      age: '200',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: 'Phone number must be a 10-digit number',
        gender: 'Gender must be male, female or other',
        email: 'Invalid email address',
        pincode: 'Pincode must be a 6-digit number',
        age: 'Age must be between 0 and 130',
      },
    });
  });

  it('casts a valid order and drops anything it does not know, such as an amount', async () => {
    const result = await validateBody(appointmentOrderSchema, {
      ...valid,
      doctorId: '3',
      slotId: 7,
      amount: 1,
    });
    // No mode chosen: in the clinic, as the spec's flow has it (issue 47).
    expect(result).toEqual({
      ok: true,
      value: { ...valid, age: 42, doctorId: 3, slotId: 7, mode: 'clinic' },
    });
  });
});
