/**
 * The demo's staff accounts on an existing database: a demo seeded before a role existed gets
 * that role's account from `npm run db:seed`; a database with a real account gets none.
 */
import { eq } from 'drizzle-orm';
import { staffUsers } from '@/lib/db/schema';
import { DEMO_STAFF } from '@/lib/seed/content/staff';
import { ensureDemoStaff } from '@/lib/seed/staff';
import { engines, testDbForFile } from '../helpers/db';

describe.each(engines)('demo staff accounts on %s', (engine) => {
  const t = testDbForFile(engine);

  it('adds the missing demo accounts while every account is a demo one, and none beside a real one', async () => {
    expect(await ensureDemoStaff(t.db)).toBe(DEMO_STAFF.length);
    await t.db.delete(staffUsers).where(eq(staffUsers.role, 'lab'));
    expect(await ensureDemoStaff(t.db)).toBe(1);
    expect(await ensureDemoStaff(t.db)).toBe(0);

    await t.db.delete(staffUsers).where(eq(staffUsers.role, 'lab'));
    await t.db
      .insert(staffUsers)
      .values({ email: 'real@hospital.example', name: 'Real', role: 'admin', passwordHash: 'x' });
    expect(await ensureDemoStaff(t.db)).toBe(0);
    expect(await t.db.select().from(staffUsers).where(eq(staffUsers.role, 'lab'))).toEqual([]);
  });
});
