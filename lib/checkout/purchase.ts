/**
 * What a purchase is to the checkout (lib/checkout). The checkout owns every step that is the same
 * for all purchases: creating the provider order, writing the payment row in the same transaction
 * as the reservation, verifying the browser's result, settling a verified payment once whichever
 * report comes first, and releasing what a failed payment reserved. A purchase gives only what is
 * its own: its request schema, its price, what it reserves, how a paid one settles, and what a
 * failed one gives back.
 *
 * To add a purchase (a lab test, a prescription order): write one file, `purchase.ts` in its
 * domain's folder (lib/booking/purchase.ts, lib/pharmacy/purchase.ts), that exports a `Purchase`, add its purpose to `payment_purpose` (lib/db/schema/payments.ts, with a
 * migration) and its entry to PURCHASES (registry.ts). POST /api/payment_order, the webhook and
 * POST /api/payments/failed then find it by its purpose; the route the browser confirms its
 * payment on is the purchase's own (it answers in the purchase's terms) and calls
 * confirmCheckout (settle.ts) with it, as /api/appointment/add_appointment does.
 */
import type { AnyObjectSchema } from 'yup';
import type { Db, Tx } from '@/lib/db/open';
import type { paymentPurpose, payments } from '@/lib/db/schema';
import type { CheckoutPrefill } from '@/lib/payments/checkout-types';
import type { Holder } from './holds';
import type { Owner } from './owner';

export type Purpose = (typeof paymentPurpose.enumValues)[number];

export type PaymentRow = typeof payments.$inferSelect;

/** `now` is injectable so tests can move time forward without waiting. */
export type Clock = { now?: Date };

/**
 * The checkout's clock and hold lengths (tests pin them): a reservation lasts `unopenedSeconds`
 * until the buyer's checkout opens, then `holdMinutes` from when it was made (lib/checkout/holds.ts).
 */
export type CheckoutOptions = Clock & { holdMinutes?: number; unopenedSeconds?: number };

/**
 * What a reservation is told: the time, when it lapses, who holds it (digests), and whose
 * purchase it is (the signed-in account and the person it is for; null for a guest: owner.ts).
 */
export type ReserveContext = { now: Date; expiresAt: Date; holder: Holder; owner: Owner | null };

/** The price of what the buyer asked for, read from the database, before the provider is asked. */
export type Quote = {
  amountPaise: number;
  /** Our reference of this attempt, sent to the provider as its receipt (at most 40 characters). */
  receipt: string;
  /** Shown in the checkout, e.g. 'Consultation with Dr. … on 12/06/2025 at 10:30 AM'. */
  description: string;
  prefill?: CheckoutPrefill;
};

/** What a reservation adds to its payment row. */
export type Reservation = {
  payment: Pick<Partial<PaymentRow>, 'appointmentId' | 'cart'>;
  /** Writes what refers to the payment row (units held for it), once that row exists. */
  attach?(tx: Tx, paymentRowId: number): Promise<void>;
};

/**
 * One kind of purchase. Written with method syntax on purpose: the registry holds purchases of
 * different inputs under one type, and each is only ever called with its own schema's value.
 */
export interface Purchase<Input, Q extends Quote, Settled> {
  readonly purpose: Purpose;
  /** The request body's schema (beside `purpose`), validated once at the edge. */
  readonly schema: AnyObjectSchema;
  /** The answer to a checkout result whose signature does not verify: what was not made. */
  readonly notVerified: string;
  /** Prices the request and refuses what cannot be bought now, before the provider is asked. */
  quote(db: Db, input: Input, now: Date): Promise<Q>;
  /**
   * Reserves what is bought, inside the transaction that records the payment row, so a process
   * killed at any point leaves both or neither. May refuse (the slot was just taken, the price
   * changed since the quote): then no payment row is written.
   */
  reserve(tx: Tx, input: Input, quote: Q, context: ReserveContext): Promise<Reservation>;
  /** The buyer's phone and e-mail as the request gives them: the holder's limits count by them. */
  buyer(input: Input): { phone: string; email: string };
  /** Moves the end of what an unpaid payment holds (its checkout opened: lib/checkout/open-hold.ts). */
  holdUntil(tx: Tx, payment: PaymentRow, expiresAt: Date): Promise<void>;
  /**
   * Settles a verified payment, in its own transaction, exactly once per payment: called again
   * for the same payment it answers what was settled. A second payment for what is already paid
   * is recorded for refund (recordExtraPayment), never dropped.
   */
  settle(db: Db, paymentRowId: number, providerPaymentId: string, now: Date): Promise<Settled>;
  /** Gives back what an unpaid, failed payment reserved, in the transaction that marks it failed. */
  release?(tx: Tx, payment: PaymentRow): Promise<void>;
  /**
   * Runs after any change to what this purchase reserves has committed (cache invalidation);
   * after a settlement, with what it settled.
   */
  afterChange?(settled?: Settled): void;
}

export type AnyPurchase = Purchase<unknown, Quote, unknown>;
