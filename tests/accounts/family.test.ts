/**
 * An account's family (lib/accounts/family.ts), on both engines: the holder and up to six
 * members, edits and removals only of the account's own, a removed member's bookings kept, the
 * holder's own data corrected (and made at the first save when sign-up made none), and the limit
 * held under concurrency on PostgreSQL, where two requests really run at once.
 */
import { eq } from 'drizzle-orm';
import { accountPatients, appointments } from '@/lib/db/schema';
import {
  addFamilyMember,
  FamilyFullError,
  listPatients,
  removeFamilyMember,
  updateFamilyMember,
  updateHolderProfile,
} from '@/lib/accounts/family';
import {
  ageOn,
  earliestBirthDate,
  FAMILY_MESSAGES,
  familyMemberSchema,
  holderProfileSchema,
} from '@/lib/accounts/family-schema';
import { NotFoundError } from '@/lib/api/errors';
import { addDays, indiaToday } from '@/lib/time/india';
import { validateBody } from '@/lib/validation/validate';
import { createWorld } from '../booking/fixtures';
import { engines, testDbForFile } from '../helpers/db';
import { createAccount, MOTHER } from './fixtures';

const member = (n: number) => ({ ...MOTHER, name: `Member ${n}`, relationship: 'child' });

describe('the family forms', () => {
  it('refuses a birth date in the future or over 120 years ago, on India time', async () => {
    const today = indiaToday();
    const check = (birth_date: string) =>
      validateBody(familyMemberSchema, { ...MOTHER, birth_date });
    expect(await check(addDays(today, 1))).toEqual({
      ok: false,
      errors: { birth_date: FAMILY_MESSAGES.birthDateFuture },
    });
    expect(await check(addDays(earliestBirthDate(), -1))).toEqual({
      ok: false,
      errors: { birth_date: FAMILY_MESSAGES.birthDateTooOld },
    });
    expect((await check(today)).ok).toBe(true);
    expect((await check(earliestBirthDate())).ok).toBe(true);
    expect(await check('2001-02-30')).toEqual({
      ok: false,
      errors: { birth_date: FAMILY_MESSAGES.birthDate },
    });
  });

  it('names every bad field', async () => {
    expect(
      await validateBody(familyMemberSchema, {
        name: ' ',
        birth_date: '',
        gender: 'x',
        relationship: 'self',
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: FAMILY_MESSAGES.name,
        birth_date: FAMILY_MESSAGES.birthDate,
        gender: FAMILY_MESSAGES.gender,
        relationship: FAMILY_MESSAGES.relationship,
      },
    });
    expect(await validateBody(holderProfileSchema, { ...MOTHER, relationship: undefined })).toEqual(
      { ok: true, value: { name: MOTHER.name, birth_date: MOTHER.birth_date, gender: 'female' } },
    );
  });

  it('counts age in whole years to the birthday', () => {
    expect(ageOn('1990-06-15', '2030-06-14')).toBe(39);
    expect(ageOn('1990-06-15', '2030-06-15')).toBe(40);
    expect(earliestBirthDate('2030-03-01')).toBe('1910-03-01');
    expect(earliestBirthDate('2028-02-29')).toBe('1908-02-29');
    expect(earliestBirthDate('2032-02-29')).toBe('1912-02-29');
  });
});

describe.each(engines)('family on %s', (engine) => {
  const t = testDbForFile(engine);

  it('adds up to six members beside the holder, then refuses the seventh', async () => {
    const account = await createAccount(t.db);
    for (let n = 1; n <= 6; n += 1) await addFamilyMember(t.db, account.id, member(n));
    await expect(addFamilyMember(t.db, account.id, member(7))).rejects.toBeInstanceOf(
      FamilyFullError,
    );
    const people = await listPatients(t.db, account.id);
    expect(people.map((p) => p.relationship)).toEqual(['self', ...Array(6).fill('child')]);
    // A removal makes room again.
    await removeFamilyMember(t.db, account.id, people[1].id);
    await addFamilyMember(t.db, account.id, member(7));
  });

  it('edits and removes only its own members, never the holder through them', async () => {
    const mine = await createAccount(t.db);
    const theirs = await createAccount(t.db);
    const mother = await addFamilyMember(t.db, mine.id, MOTHER);
    const edited = { ...MOTHER, name: 'Lakshmi R. Iyer' };
    await expect(updateFamilyMember(t.db, theirs.id, mother.id, edited)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(removeFamilyMember(t.db, theirs.id, mother.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(removeFamilyMember(t.db, mine.id, mine.holderId)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await updateFamilyMember(t.db, mine.id, mother.id, edited)).toMatchObject({
      name: 'Lakshmi R. Iyer',
      birthDate: '1958-02-20',
    });
  });

  it("keeps a removed member's bookings, without the patient", async () => {
    const account = await createAccount(t.db);
    const mother = await addFamilyMember(t.db, account.id, MOTHER);
    const world = await createWorld(t.db);
    const [booked] = await t.db
      .insert(appointments)
      .values({
        reference: `SMH-F${String(account.id).padStart(9, '0')}`,
        doctorId: world.doctorId,
        slotId: Object.values(world.slotIds)[0],
        slotDate: '2030-03-15',
        slotTime: '09:00 AM',
        branchId: null,
        bookingType: 'online',
        patientName: MOTHER.name,
        phone: account.phone,
        gender: 'female',
        disease: 'Check-up',
        age: 72,
        email: 'a@example.com',
        pincode: '560001',
        amountPaise: 80_000,
        status: 'confirmed',
        accountId: account.id,
        patientId: mother.id,
      } as typeof appointments.$inferInsert)
      .returning({ id: appointments.id });
    await removeFamilyMember(t.db, account.id, mother.id);
    const [kept] = await t.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(kept).toMatchObject({
      accountId: account.id,
      patientId: null,
      patientName: MOTHER.name,
    });
  });

  it("corrects the holder's own data, making the holder when sign-up made none", async () => {
    const account = await createAccount(t.db, { holder: false });
    const profile = { name: 'Meera Iyer', birth_date: '1985-06-15', gender: 'female' };
    expect(await updateHolderProfile(t.db, account.id, profile)).toMatchObject({
      relationship: 'self',
      name: 'Meera Iyer',
    });
    await updateHolderProfile(t.db, account.id, { ...profile, name: 'Meera S. Iyer' });
    const holders = await t.db
      .select()
      .from(accountPatients)
      .where(eq(accountPatients.accountId, account.id));
    // One holder, whatever the number of saves.
    expect(holders).toEqual([
      expect.objectContaining({ relationship: 'self', name: 'Meera S. Iyer' }),
    ]);
  });

  it('never makes a seventh member, even when requests come at once', async () => {
    const account = await createAccount(t.db);
    for (let n = 1; n <= 4; n += 1) await addFamilyMember(t.db, account.id, member(n));
    const results = await Promise.allSettled(
      [5, 6, 7, 8, 9, 10].map((n) => addFamilyMember(t.db, account.id, member(n))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(FamilyFullError);
    }
    const people = await listPatients(t.db, account.id);
    expect(people.filter((p) => p.relationship !== 'self')).toHaveLength(6);
  });
});
