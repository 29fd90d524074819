/**
 * A doctor's staff account (issue 47) is linked to exactly one doctor: required for the role,
 * dropped for any other, one account per doctor; each refusal is a field's message, never a 500.
 */
import { eq } from 'drizzle-orm';
import { staffUsers } from '@/lib/db/schema';
import { createAccount, updateAccount } from '@/lib/staff/account-actions';
import { performStaffAction } from '@/lib/staff/action';
import { engines, testDbForFile } from '../helpers/db';
import { insertStaffActor } from '../helpers/staff-users';
import { createWorld } from '../booking/fixtures';

describe.each(engines)("doctors' accounts on %s", (engine) => {
  const t = testDbForFile(engine);

  it('link a doctor account to its doctor, once, and unlink it when the role changes', async () => {
    const admin = await insertStaffActor(t.db, {
      email: 'admin@accounts.example',
      name: 'Admin',
      role: 'admin',
    });
    const { doctorId } = await createWorld(t.db);
    const form = (extra: Record<string, unknown>) => ({
      email: 'dr@accounts.example',
      name: 'Dr Account',
      role: 'doctor',
      password: 'a long enough password',
      ...extra,
    });
    await expect(
      performStaffAction(t.db, createAccount, admin, form({ doctor_id: '' })),
    ).resolves.toMatchObject({
      ok: false,
      errors: { doctor_id: 'Choose the doctor this account is for' },
    });
    await expect(
      performStaffAction(t.db, createAccount, admin, form({ doctor_id: '999999' })),
    ).resolves.toMatchObject({ ok: false, errors: { doctor_id: expect.any(String) } });
    await expect(
      performStaffAction(t.db, createAccount, admin, form({ doctor_id: String(doctorId) })),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      performStaffAction(
        t.db,
        createAccount,
        admin,
        form({ email: 'dr2@accounts.example', doctor_id: String(doctorId) }),
      ),
    ).resolves.toMatchObject({
      ok: false,
      errors: { doctor_id: 'This doctor has an account already' },
    });
    const [account] = await t.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'dr@accounts.example'));
    expect(account.doctorId).toBe(doctorId);

    // A desk account never keeps a doctor link, whatever the form says.
    await expect(
      performStaffAction(t.db, updateAccount, admin, {
        id: String(account.id),
        role: 'front_desk',
        doctor_id: String(doctorId),
        active: 'true',
      }),
    ).resolves.toMatchObject({ ok: true });
    const [desk] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, account.id));
    expect(desk).toMatchObject({ role: 'front_desk', doctorId: null });
    await expect(
      performStaffAction(t.db, updateAccount, admin, {
        id: String(account.id),
        role: 'doctor',
        doctor_id: '',
        active: 'true',
      }),
    ).resolves.toMatchObject({ ok: false, errors: { doctor_id: expect.any(String) } });
  });
});
