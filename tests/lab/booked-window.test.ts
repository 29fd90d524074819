/**
 * The page after a lab payment reads its booking's window by reference (issue 17), on both
 * engines: the date and the window only, never for a cancelled order or a malformed reference.
 */
import { eq } from 'drizzle-orm';
import { orders } from '@/lib/db/schema';
import { appDbMock, useAppDb } from '../helpers/app-db';
// Below app-db: the read imports @/lib/db, whose mock (jest.mock below) is built from it.
import { getBookedWindow } from '@/lib/lab/booking-reads';
import { createTestDb, engines, type TestDb } from '../helpers/db';

jest.mock('@/lib/db', () => appDbMock());

const REFERENCE = 'SLB-ABCDEFGH23';

describe.each(engines)('the booked window on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
    useAppDb(t.db);
    await t.db.insert(orders).values({
      kind: 'lab',
      status: 'booked',
      reference: REFERENCE,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      pincode: '560034',
      address: '12, 3rd Cross, Koramangala',
      collectionDate: '2030-03-02',
      collectionMinute: 420,
      subtotalPaise: 50_000,
      totalPaise: 50_000,
    });
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  it('answers the date and the window, and nothing personal', async () => {
    expect(await getBookedWindow(REFERENCE)).toEqual({ date: '2030-03-02', minute: 420 });
  });

  it('answers nothing for an unknown or malformed reference, or a cancelled order', async () => {
    expect(await getBookedWindow('SLB-ZZZZZZZZZZ')).toBeNull();
    expect(await getBookedWindow("SLB-' or 1=1")).toBeNull();
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.reference, REFERENCE));
    expect(await getBookedWindow(REFERENCE)).toBeNull();
  });
});
