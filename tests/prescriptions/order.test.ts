import '../helpers/upload-data-dir';
import { eq } from 'drizzle-orm';
import { InvalidInputError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/open';
import { ePrescriptions, orderEPrescriptions } from '@/lib/db/schema';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { PRESCRIPTION_MESSAGES } from '@/lib/pharmacy/prescription-rules';
import { ePrescriptionOfOrder, ORDER_E_PRESCRIPTION_MESSAGES } from '@/lib/prescriptions/orders';
import { paidOrderOf } from '../accounts/fixtures';
import { createOrder } from '../booking/fixtures';
import { engines, testDbForFile } from '../helpers/db';
import { anotherShopper, deliveryInfo } from '../pharmacy/fixtures';
import { createRxWorld, medicineLine, signedBooking, type RxWorld } from './fixtures';

const provider = new SimulatedProvider('e-prescription-order-secret');

async function refusedWith(promise: Promise<unknown>): Promise<Record<string, string>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof InvalidInputError))
    throw new Error(`expected a 400, got ${String(error)}`);
  return error.errors;
}

/** The field errors of a pharmacy order `body` refused with a 400. */
const refusedOrder = (db: Db, body: Record<string, unknown>) =>
  refusedWith(createOrder(pharmacyOrderPurchase, db, provider, body));

describe.each(engines)('ordering the medicines of an e-prescription on %s', (engine) => {
  const t = testDbForFile(engine);
  let rx: RxWorld;
  let code: string;
  let prescriptionId: number;
  const med = (name: string) => rx.pharmacy.ids[name];
  beforeAll(async () => {
    rx = await createRxWorld(t.db);
    // The booking's phone is the one the delivery info of the tests uses.
    const signed = await signedBooking(
      t.db,
      rx,
      { slotDate: '2030-03-15', phone: deliveryInfo().phone_number },
      [
        medicineLine(med('Aceclofenac Paracetamol Tablet')),
        medicineLine(med('Paracetamol 500mg Tablet')),
      ],
    );
    code = signed.verificationCode;
    prescriptionId = signed.id;
  }, 120_000);

  it('places the order with no upload, the e-prescription attached and shown to the pharmacist', async () => {
    const order = await paidOrderOf(
      t.db,
      provider,
      null,
      [
        { id: med('Aceclofenac Paracetamol Tablet'), quantity: 1 },
        { id: med('Paracetamol 500mg Tablet'), quantity: 2 },
      ],
      { e_prescription: `${code.slice(0, 5)}-${code.slice(5).toLowerCase()}` },
    );
    expect(order.status).toBe('placed');
    const [link] = await t.db
      .select()
      .from(orderEPrescriptions)
      .where(eq(orderEPrescriptions.orderId, order.id));
    expect(link.prescriptionId).toBe(prescriptionId);
    expect(await ePrescriptionOfOrder(t.db, order.id)).toMatchObject({
      doctorName: 'Asha Rao',
      doctorRegistration: 'KMC 123456',
    });
  });

  it('still asks for a prescription of a medicine the e-prescription does not prescribe', async () => {
    const errors = await refusedOrder(t.db, {
      items: [{ id: med('Azithromycin 500mg Tablet'), quantity: 1 }],
      delivery: deliveryInfo(),
      e_prescription: code,
    });
    expect(errors).toEqual({ prescription: PRESCRIPTION_MESSAGES.required });
  });

  it('refuses an unknown code, another person’s e-prescription and one too old', async () => {
    const items = [{ id: med('Aceclofenac Paracetamol Tablet'), quantity: 1 }];
    const refusal = (e_prescription: string, delivery: Record<string, unknown>) =>
      refusedOrder(t.db, { items, delivery, e_prescription });
    const M = ORDER_E_PRESCRIPTION_MESSAGES;
    expect(await refusal('AAAAA-AAAAA', deliveryInfo())).toEqual({ e_prescription: M.unknown });
    expect(await refusal(code, anotherShopper())).toEqual({ e_prescription: M.notYours });
    await t.db
      .update(ePrescriptions)
      .set({ signedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(ePrescriptions.id, prescriptionId));
    expect(await refusal(code, deliveryInfo())).toEqual({ e_prescription: M.tooOld });
  });
});
