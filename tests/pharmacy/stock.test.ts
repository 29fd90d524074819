import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { revalidateTag } from 'next/cache';
import { pharmacyOrderPurchase, SOLD_OUT_REASON } from '@/lib/pharmacy/purchase';
import { confirmCheckout, failPayment, settleVerifiedPayment } from '@/lib/checkout/settle';
import { medicines, payments, orders, stockHolds } from '@/lib/db/schema';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { InvalidInputError } from '@/lib/api/errors';
import { MAX_QUANTITY } from '@/lib/pharmacy/cart-math';
import { queryCategoryShelves } from '@/lib/pharmacy/queries';
import { queryMedicineBySlug } from '@/lib/pharmacy/medicine-queries';
import { restockOrder } from '@/lib/pharmacy/stock';
import { refundsDue } from '@/lib/checkout/staff-refunds';
import { createOrder } from '../booking/fixtures';
import { inputErrors } from '../helpers/api-error';
import { engines } from '../helpers/db';
import { deliveryInfo, pharmacyDbForFile } from './fixtures';

const provider = new SimulatedProvider('stock-test-secret');
const NAME = 'Paracetamol 500mg Tablet';
const OTHER = 'Cough Syrup 100ml';
const T0 = new Date('2030-03-01T04:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe.each(engines)('pharmacy stock on %s', (engine) => {
  const t = pharmacyDbForFile(engine);
  const { id } = t;
  /** Confirms a payment result as received `at` minutes after T0. */
  const confirmAt = (paid: ReturnType<typeof provider.pay>, at: number) =>
    confirmCheckout(t.db, provider, pharmacyOrderPurchase, paid, { now: minutes(at) });
  const order = (items: { id: number; quantity: number }[], now = T0) =>
    createOrder(
      pharmacyOrderPurchase,
      t.db,
      provider,
      { items, delivery: deliveryInfo() },
      { now, holdMinutes: 10 },
    );
  const stockOf = async (name: string) =>
    (
      await t.db
        .select({ s: medicines.stock })
        .from(medicines)
        .where(eq(medicines.id, id(name)))
    )[0].s;
  const setStock = (name: string, stock: number) =>
    t.db
      .update(medicines)
      .set({ stock, available: true })
      .where(eq(medicines.id, id(name)));

  beforeEach(async () => {
    await t.db.delete(stockHolds);
    await setStock(NAME, 3);
    await setStock(OTHER, 50);
    jest.mocked(revalidateTag).mockClear();
  });

  it('one shopper cannot hold a medicine twice to keep it from others (issue 48)', async () => {
    const hoarder = { phone: '9812345670', email: 'hoarder@example.com' };
    const hold = (client: string) =>
      createOrder(
        pharmacyOrderPurchase,
        t.db,
        provider,
        { items: [{ id: id(NAME), quantity: 1 }], delivery: deliveryInfo() },
        { now: T0, holdMinutes: 10, client, buyer: hoarder },
      );
    await hold('first-address');
    await expect(hold('second-address')).rejects.toMatchObject({ status: 429, code: 'hold_limit' });
    // Nor from its address with another phone, while the medicine is down to its last units.
    const fromSameAddress = (name: string, n: number) =>
      createOrder(
        pharmacyOrderPurchase,
        t.db,
        provider,
        { items: [{ id: id(name), quantity: 1 }], delivery: deliveryInfo() },
        {
          now: T0,
          holdMinutes: 10,
          client: 'first-address',
          buyer: { phone: `981234568${n}`, email: `second${n}@example.com` },
        },
      );
    const refused = await fromSameAddress(NAME, 1).catch((e) => e);
    expect(refused).toMatchObject({ status: 429, code: 'hold_limit' });
    expect(refused.message).toMatch(/^Only a few units of a medicine in your cart are left/);
    // A medicine with plenty left is the address's second order as usual.
    await expect(fromSameAddress(OTHER, 2)).resolves.toBeTruthy();
    // Two of the three units are still there for the next shopper.
    await expect(order([{ id: id(NAME), quantity: 2 }])).resolves.toBeTruthy();
  });

  it('holds the units of a payment order: the next shopper is told how many are left', async () => {
    await order([{ id: id(NAME), quantity: 2 }]);
    expect(
      await inputErrors(
        order([
          { id: id(OTHER), quantity: 1 },
          { id: id(NAME), quantity: 2 },
        ]),
      ),
    ).toEqual({
      'items[1].quantity': `Only 1 of ${NAME} left in stock. Please lower the quantity to 1 or less.`,
    });
    await order([{ id: id(NAME), quantity: 1 }]);
    expect(await inputErrors(order([{ id: id(NAME), quantity: 1 }]))).toEqual({
      'items[0].quantity': `${NAME} is out of stock. Please remove it from your cart.`,
    });
    // Nothing is taken off the shelf until a payment is verified.
    expect(await stockOf(NAME)).toBe(3);
  });

  it('a failed payment gives its units back at once; a lapsed hold stops counting', async () => {
    const first = await order([{ id: id(NAME), quantity: 3 }]);
    await expect(order([{ id: id(NAME), quantity: 1 }])).rejects.toBeInstanceOf(InvalidInputError);
    expect(await failPayment(t.db, first.id, 'closed', { now: minutes(1) })).toBe(true);
    const second = await order([{ id: id(NAME), quantity: 3 }], minutes(1));
    expect(second.expiresAt).toBe(minutes(11).toISOString());
    // Ten minutes later the second hold has lapsed: the units are free again.
    await order([{ id: id(NAME), quantity: 3 }], minutes(11));
    // ...and lapsed holds of that medicine were cleared on the way.
    const holds = await t.db
      .select()
      .from(stockHolds)
      .where(eq(stockHolds.medicineId, id(NAME)));
    expect(holds).toHaveLength(1);
  });

  it('a verified payment takes its units off the stock once, and renews the pages when few are left', async () => {
    const created = await order([
      { id: id(NAME), quantity: 2 },
      { id: id(OTHER), quantity: 5 },
    ]);
    const paid = provider.pay(created.id);
    const [a, b] = await Promise.all([
      confirmAt(paid, 2),
      settleVerifiedPayment(t.db, created.id, paid.razorpay_payment_id, { now: minutes(2) }),
    ]);
    expect(a.reference).toMatch(/^SPH-/);
    expect(b).toBe(true);
    expect(await stockOf(NAME)).toBe(1);
    expect(await stockOf(OTHER)).toBe(45);
    expect(await t.db.select().from(stockHolds)).toHaveLength(0);
    expect(revalidateTag).toHaveBeenCalledWith('pharmacy', { expire: 0 });

    // The cards and the medicine page read the same number.
    const shelves = await queryCategoryShelves(t.db, 10);
    const card = shelves.flatMap((s) => s.medicines).find((m) => m.id === id(NAME));
    expect(card).toMatchObject({ stock: 1, available: true });
    const page = await queryMedicineBySlug(t.db, card!.slug);
    expect(page).toMatchObject({ stock: 1, available: true });
  });

  it('cards and medicine pages tell of at most one cart line of units, never the whole inventory', async () => {
    await setStock(OTHER, 480);
    const shelves = await queryCategoryShelves(t.db, 10);
    const cards = shelves.flatMap((s) => s.medicines);
    const plenty = cards.find((m) => m.id === id(OTHER))!;
    expect(plenty).toMatchObject({ stock: MAX_QUANTITY, available: true });
    // Few on hand: the exact count, for 'Only 3 left'.
    expect(cards.find((m) => m.id === id(NAME))).toMatchObject({ stock: 3, available: true });
    expect(await queryMedicineBySlug(t.db, plenty.slug)).toMatchObject({ stock: MAX_QUANTITY });
    // The count itself is untouched.
    expect(await stockOf(OTHER)).toBe(480);
  });

  it('a sale that leaves plenty renews no page', async () => {
    const created = await order([{ id: id(OTHER), quantity: 1 }]);
    await confirmAt(provider.pay(created.id), 1);
    expect(await stockOf(OTHER)).toBe(49);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('paid after the hold lapsed and the units were sold: no order, stock untouched, a refund is due', async () => {
    const late = await order([{ id: id(NAME), quantity: 2 }]);
    // The hold lapses; another shopper buys all three.
    const other = await order([{ id: id(NAME), quantity: 3 }], minutes(15));
    await confirmAt(provider.pay(other.id), 16);
    expect(await stockOf(NAME)).toBe(0);

    const paid = provider.pay(late.id);
    const answer = await confirmAt(paid, 17);
    expect(answer).toMatchObject({ reference: null, refundDue: true, created: false });
    // Confirmed again (the webhook, a reload): the same answer, nothing more.
    expect(await confirmAt(paid, 18)).toMatchObject({ reference: null, refundDue: true });
    const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, late.id));
    expect(row).toMatchObject({ status: 'paid', refundDue: true, failureReason: SOLD_OUT_REASON });
    expect(row.orderId).toBeNull();
    expect(await stockOf(NAME)).toBe(0);
    // The pharmacy's refund list tells who paid, from the checkout, as no order was stored.
    expect(
      (await refundsDue(t.db)).find((due) => due.providerPaymentId === row.providerPaymentId),
    ).toMatchObject({
      purpose: 'pharmacy_order',
      purchaseId: null,
      purchaseReference: null,
      payerName: 'Asha Rao',
      payerPhone: '9876543210',
      reason: SOLD_OUT_REASON,
    });
  });

  it('paid after the hold lapsed while the units are still there: the order stands', async () => {
    const late = await order([{ id: id(NAME), quantity: 2 }]);
    const answer = await confirmAt(provider.pay(late.id), 30);
    expect(answer).toMatchObject({ created: true, reference: expect.stringMatching(/^SPH-/) });
    expect(await stockOf(NAME)).toBe(1);
  });

  it('of 100 shoppers buying the last 3 units at once, exactly 3 can pay, and all 3 are stored', async () => {
    const before = await t.db.select({ id: orders.id }).from(orders);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => order([{ id: id(NAME), quantity: 1 }])),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(3);
    for (const r of lost) expect(r.reason).toBeInstanceOf(InvalidInputError);
    await Promise.all(won.map((r) => confirmAt(provider.pay(r.value.id), 1)));
    expect(await stockOf(NAME)).toBe(0);
    const after = await t.db.select({ id: orders.id }).from(orders);
    expect(after.length - before.length).toBe(3);
  });

  it("gives a cancelled order's units back locking them as a sale does, so the two never deadlock", async () => {
    // PGlite has one connection: nothing there runs at the same time.
    if (engine !== 'postgres') return;
    const [low, high] = [NAME, OTHER].sort((a, b) => id(a) - id(b));
    // The order's items are written higher id first: the order a join would read them in.
    const created = await order([
      { id: id(high), quantity: 1 },
      { id: id(low), quantity: 1 },
    ]);
    const paid = await confirmAt(provider.pay(created.id), 1);
    const [{ orderId }] = await t.db
      .select({ orderId: orders.id })
      .from(orders)
      .where(eq(orders.reference, paid.reference!));
    const before = { low: await stockOf(low), high: await stockOf(high) };
    const lock = (tx: Tx, name: string) =>
      tx
        .select({ id: medicines.id })
        .from(medicines)
        .where(eq(medicines.id, id(name)))
        .for('update');
    const someoneWaits = async () => {
      const { rows } = (await t.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0].n > 0;
    };

    // A sale holds the lower id; the restock starts and waits; then the sale takes the higher id.
    let restock: Promise<void> | undefined;
    await t.db.transaction(async (tx) => {
      await lock(tx, low);
      restock = t.db.transaction((rtx) => restockOrder(rtx, orderId));
      for (let i = 0; i < 200 && !(await someoneWaits()); i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await lock(tx, high);
    });
    await restock;
    expect({ low: await stockOf(low), high: await stockOf(high) }).toEqual({
      low: before.low + 1,
      high: before.high + 1,
    });
  });

  it('the database itself refuses a stock below zero', async () => {
    await expect(
      t.db
        .update(medicines)
        .set({ stock: sql`${medicines.stock} - 4` })
        .where(eq(medicines.id, id(NAME))),
    ).rejects.toThrow();
    expect(await stockOf(NAME)).toBe(3);
  });

  it('a medicine not offered shows no units and cannot be held', async () => {
    await t.db
      .update(medicines)
      .set({ available: false })
      .where(eq(medicines.id, id(NAME)));
    const shelves = await queryCategoryShelves(t.db, 10);
    const card = shelves.flatMap((s) => s.medicines).find((m) => m.id === id(NAME));
    expect(card).toMatchObject({ stock: 0, available: false });
    expect(await inputErrors(order([{ id: id(NAME), quantity: 1 }]))).toEqual({
      'items[0].id': 'This medicine is not available',
    });
  });
});
