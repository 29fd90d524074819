// POST /api/payment_order – holds what the body names, creates the provider order for its price
/**
 * SEAM shared by every purchase. The body names its `purpose`; PURPOSES maps each purpose to a
 * service function `(db, provider, body) => Promise<PaymentOrderAnswer>` that validates the rest
 * of the body (400 `{ errors }`), computes the amount from the database (an `amount` sent by the
 * browser is ignored), reserves what is bought, creates the provider order and records a
 * `payments` row with that purpose. The answer is the same for all:
 * `{ id, amount (paise), currency: 'INR', key, provider, description?, expiresAt?, prefill? }`,
 * which components/checkout/open-checkout.tsx opens. To add a purchase, add one line below and
 * register how its verified payment settles in SETTLE_BY_PURPOSE (lib/services/payment-events.ts).
 */
import { json, readJson, withErrors } from '@/lib/api/handler';
import { getDb, type Db } from '@/lib/db';
import type { PaymentOrderAnswer } from '@/lib/payments/checkout-types';
import { getPaymentProvider, type PaymentProvider } from '@/lib/payments';
import { returnCouponGuess, spendCouponGuess } from '@/lib/security/coupon-guesses';
import { clientKey } from '@/lib/security/rate-limit';
import { createAppointmentOrder } from '@/lib/services/booking';
import { InvalidInputError } from '@/lib/services/errors';
import { createPharmacyPaymentOrder } from '@/lib/services/orders';

type CreateOrder = (
  db: Db,
  provider: PaymentProvider,
  body: unknown,
) => Promise<PaymentOrderAnswer>;

const PURPOSES: Record<string, CreateOrder> = {
  appointment: (db, provider, body) => createAppointmentOrder(db, provider, body),
  pharmacy_order: createPharmacyPaymentOrder,
};

export const POST = withErrors(async (request: Request) => {
  // Payments off (no keys, no test mode) is said first, whatever the body holds.
  const provider = getPaymentProvider();
  const fields = await readJson(request);
  const { purpose } = fields;
  const create =
    typeof purpose === 'string' && Object.hasOwn(PURPOSES, purpose) ? PURPOSES[purpose] : undefined;
  if (!create) throw new InvalidInputError({ purpose: 'Unknown payment purpose' });

  // A wrong coupon code here counts against the same per-client allowance as the coupon check.
  const client = clientKey(request.headers);
  // Any value counts: a code of the wrong type is refused by the schema, as a wrong code.
  const code = fields.coupon_code;
  const triesCoupon = code != null && (typeof code !== 'string' || code.trim() !== '');
  if (triesCoupon) await spendCouponGuess(client, 'coupon_code');
  try {
    const order = await create(await getDb(), provider, fields);
    if (triesCoupon) await returnCouponGuess(client);
    return json(order, 201);
  } catch (error) {
    // Only a refused code keeps the guess spent; any other failure judged no code.
    const wrongCode = error instanceof InvalidInputError && Boolean(error.errors.coupon_code);
    if (triesCoupon && !wrongCode) await returnCouponGuess(client);
    throw error;
  }
});
