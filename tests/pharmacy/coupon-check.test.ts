/**
 * The cart's coupon check answers from memory for a moment; the price of an order never does.
 */
import { eq } from 'drizzle-orm';
import { coupons } from '@/lib/db/schema';
import { checkCoupon } from '@/lib/pharmacy/coupon-reads';
import { priceCart } from '@/lib/pharmacy/pricing';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { insertPharmacyFixture, type Fixture } from './fixtures';

describe.each(engines)('coupon check on %s', (engine) => {
  let t: TestDb;
  let fixture: Fixture;

  beforeAll(async () => {
    t = await createTestDb(engine);
    fixture = await insertPharmacyFixture(t.db);
  }, 180_000);
  afterAll(() => t.drop());

  it('finds an active code whatever its case, and refuses unknown and inactive ones', async () => {
    expect(await checkCoupon(t.db, ' health15 ')).toEqual({ code: 'HEALTH15', percentage: 15 });
    expect(await checkCoupon(t.db, 'NOPE')).toBeNull();
    expect(await checkCoupon(t.db, 'expired50')).toBeNull();
  });

  it('prices an order from the database, even while the check still remembers a coupon', async () => {
    expect(await checkCoupon(t.db, 'WELCOME10')).toEqual({ code: 'WELCOME10', percentage: 10 });
    await t.db.update(coupons).set({ active: false }).where(eq(coupons.code, 'WELCOME10'));
    const medicineId = Object.values(fixture.ids)[0];
    await expect(
      priceCart(t.db, [{ id: medicineId, quantity: 1 }], 'WELCOME10'),
    ).rejects.toMatchObject({ errors: { coupon_code: 'Invalid coupon code' } });
  });
});
