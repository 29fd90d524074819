import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  accounts,
  medicines,
  orderEvents,
  prescriptionFiles,
  stockHolds,
  payments,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/open';
import { reorderOrder } from '@/lib/accounts/reorder';
import { REORDER_MESSAGES } from '@/lib/accounts/reorder-rules';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { diskStorage } from '@/lib/storage';
import { paidOrderOf } from './fixtures';
import { engines } from '../helpers/db';
import { pharmacyDbForFile } from '../pharmacy/fixtures';

const provider = new SimulatedProvider('reorder-test-secret');
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reorder-test-'));
const storage = diskStorage(storageDir);
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

let phones = 0;
async function newAccount(db: Db) {
  phones += 1;
  const [row] = await db
    .insert(accounts)
    .values({ phone: `92000${String(phones).padStart(5, '0')}` })
    .returning({ id: accounts.id });
  return row.id;
}

const buy = (
  db: Db,
  accountId: number,
  items: { id: number; quantity: number }[],
  extra: Record<string, unknown> = {},
) => paidOrderOf(db, provider, accountId, items, extra);

/** A page of the order's prescription, uploaded `daysAgo`, as the upload and settle leave it. */
async function attachPage(db: Db, orderId: number, daysAgo: number) {
  const storageKey = await storage.put('prescriptions', new Uint8Array([37, 80, 68, 70]), 'pdf');
  await db.insert(prescriptionFiles).values({
    token: `earlier-${orderId}-${daysAgo}`,
    storageKey,
    contentType: 'application/pdf',
    sizeBytes: 4,
    pharmacyOrderId: orderId,
    createdAt: new Date(Date.now() - daysAgo * 86_400_000),
  });
}

const approve = (db: Db, orderId: number) =>
  db.insert(orderEvents).values({ orderId, status: 'prescription_approved' });

describe.each(engines)('reorder on %s', (engine) => {
  const t = pharmacyDbForFile(engine);
  const { id } = t;

  it("puts the lines back at today's prices, capped by today's stock, and lists what is left out", async () => {
    const owner = await newAccount(t.db);
    const order = await buy(t.db, owner, [
      { id: id('Paracetamol 500mg Tablet'), quantity: 6 },
      { id: id('Cough Syrup 100ml'), quantity: 2 },
      { id: id('Vitamin C 500mg Chewable'), quantity: 1 },
      { id: id('Cetirizine 10mg Tablet'), quantity: 1 },
    ]);
    await t.db
      .update(medicines)
      .set({ pricePaise: 3500 })
      .where(eq(medicines.id, id('Paracetamol 500mg Tablet')));
    // 6 on hand, 5 of them held by another shopper's open checkout: 1 free.
    await t.db
      .update(medicines)
      .set({ stock: 6 })
      .where(eq(medicines.id, id('Cough Syrup 100ml')));
    const [payment] = await t.db.select({ id: payments.id }).from(payments).limit(1);
    await t.db.insert(stockHolds).values({
      paymentId: payment.id,
      medicineId: id('Cough Syrup 100ml'),
      quantity: 5,
      expiresAt: new Date(Date.now() + 600_000),
    });
    await t.db
      .update(medicines)
      .set({ stock: 0 })
      .where(eq(medicines.id, id('Vitamin C 500mg Chewable')));
    await t.db
      .update(medicines)
      .set({ available: false })
      .where(eq(medicines.id, id('Cetirizine 10mg Tablet')));

    const answer = await reorderOrder(t.db, storage, owner, order.reference);
    expect(answer!.lines.map((l) => [l.name, l.pricePaise, l.quantity, l.askedQuantity])).toEqual([
      ['Paracetamol 500mg Tablet', 3500, 6, 6],
      ['Cough Syrup 100ml', 12000, 1, 2],
    ]);
    expect(answer!.lines[1]).toMatchObject({ stock: 1, available: true });
    expect(answer!.leftOut).toEqual([
      {
        id: id('Vitamin C 500mg Chewable'),
        name: 'Vitamin C 500mg Chewable',
        reason: REORDER_MESSAGES.outOfStock,
      },
      {
        id: id('Cetirizine 10mg Tablet'),
        name: 'Cetirizine 10mg Tablet',
        reason: REORDER_MESSAGES.unavailable,
      },
    ]);
    expect(answer!.prescription).toEqual({ needed: false, reused: [], message: null });
  });

  it("answers nothing for another account's order or an unknown one", async () => {
    const owner = await newAccount(t.db);
    const other = await newAccount(t.db);
    const order = await buy(t.db, owner, [{ id: id('Paracetamol 650mg Tablet'), quantity: 1 }]);
    expect(await reorderOrder(t.db, storage, other, order.reference)).toBeNull();
    expect(await reorderOrder(t.db, storage, owner, 'SPH-NOSUCHORDER')).toBeNull();
  });

  it('reuses an accepted Schedule H prescription within 6 months as fresh pages the checkout takes', async () => {
    const owner = await newAccount(t.db);
    const rx = [{ id: id('Aceclofenac Paracetamol Tablet'), quantity: 1 }];
    const order = await buy(t.db, owner, rx, { prescription: { call_me: true } });
    await attachPage(t.db, order.id, 30);
    await approve(t.db, order.id);
    const answer = await reorderOrder(t.db, storage, owner, order.reference);
    expect(answer!.prescription.needed).toBe(true);
    expect(answer!.prescription.reused).toHaveLength(1);
    expect(answer!.prescription.message).toMatch(/attached again \(valid until .+\); a pharmacist/);
    const token = answer!.prescription.reused[0].token;
    const [copy] = await t.db
      .select()
      .from(prescriptionFiles)
      .where(eq(prescriptionFiles.token, token));
    expect(copy.pharmacyOrderId).toBeNull();
    expect(fs.existsSync(path.join(storageDir, copy.storageKey))).toBe(true);
    // The copy goes through the one checkout like a page just uploaded, and waits for the pharmacist.
    const again = await buy(t.db, owner, rx, { prescription: { files: [token] } });
    expect(again.status).toBe('awaiting_prescription');
    const attached = await t.db
      .select()
      .from(prescriptionFiles)
      .where(eq(prescriptionFiles.pharmacyOrderId, again.id));
    expect(attached.map((p) => p.token)).toEqual([token]);
  });

  it.each([
    ['not yet accepted by a pharmacist', 30, false],
    ['older than 6 months', 200, true],
  ])('asks for a new prescription when the earlier one is %s', async (_label, days, approved) => {
    const owner = await newAccount(t.db);
    const order = await buy(
      t.db,
      owner,
      [{ id: id('Aceclofenac Paracetamol Tablet'), quantity: 1 }],
      { prescription: { call_me: true } },
    );
    await attachPage(t.db, order.id, days);
    if (approved) await approve(t.db, order.id);
    const answer = await reorderOrder(t.db, storage, owner, order.reference);
    expect(answer!.prescription).toEqual({
      needed: true,
      reused: [],
      message: REORDER_MESSAGES.newNeeded,
    });
  });

  it('never reuses a prescription for a Schedule H1 medicine', async () => {
    const owner = await newAccount(t.db);
    const order = await buy(t.db, owner, [{ id: id('Azithromycin 500mg Tablet'), quantity: 1 }], {
      prescription: { call_me: true },
    });
    await attachPage(t.db, order.id, 1);
    await approve(t.db, order.id);
    const answer = await reorderOrder(t.db, storage, owner, order.reference);
    expect(answer!.prescription).toMatchObject({ needed: true, reused: [] });
  });
});
