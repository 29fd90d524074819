/**
 * A minimal bookable world for booking tests: one branch, one department, one doctor at
 * Rs. 800 and slots on chosen India dates. Time is pinned by passing `now` to the services.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { validInput } from '@/lib/api/handler';
import type { Db } from '@/lib/db/open';
import { eq } from 'drizzle-orm';
import {
  appointments,
  branches,
  departments,
  doctorSlots,
  doctors,
  payments,
} from '@/lib/db/schema';
import { createPaymentOrder, recordOrder } from '@/lib/checkout/create-order';
import { holderOf } from '@/lib/checkout/holds';
import type { CheckoutOptions, Purchase, Quote } from '@/lib/checkout/purchase';
import { appointmentPurchase, newBookingReference } from '@/lib/booking/purchase';
import type { PaymentProvider } from '@/lib/payments/provider';
import { SimulatedProvider } from '@/lib/payments/simulated';
import type { AppointmentOrderInput } from '@/lib/booking/schema';
import { formatTime12h } from '@/lib/time/india';
import { testDbForFile, type Engine } from '../helpers/db';

export const TEST_SECRET = 'booking-test-secret';
export const provider = new SimulatedProvider(TEST_SECRET);

/** 2030-03-15 10:00 in India (04:30 UTC). */
export const NOW = new Date('2030-03-15T04:30:00Z');
export const TODAY = '2030-03-15';
export const TOMORROW = '2030-03-16';

export type World = { doctorId: number; slotIds: Record<string, number> };

let worlds = 0;

const period = (minute: number) =>
  minute < 720 ? 'morning' : minute < 1020 ? 'afternoon' : 'evening';

/** Slots keyed 'yyyy-mm-dd hh:mm AM'. */
export async function createWorld(
  db: Db,
  slots: { date: string; minute: number }[] = [
    { date: TODAY, minute: 9 * 60 },
    { date: TODAY, minute: 11 * 60 },
    { date: TOMORROW, minute: 0 },
    { date: TOMORROW, minute: 12 * 60 + 30 },
  ],
): Promise<World> {
  // Unique names, so several worlds can share one database (creating databases is slow).
  worlds += 1;
  const n = worlds;
  const [branch] = await db
    .insert(branches)
    .values({ name: `Indiranagar ${n}` })
    .returning();
  const [department] = await db
    .insert(departments)
    .values({
      name: `Cardiology ${n}`,
      slug: `cardiology-${n}`,
      image: '/images/d.svg',
      description: 'Heart care',
      metaName: 'Cardiology',
      metaDescription: 'Heart care',
    })
    .returning();
  const [doctor] = await db
    .insert(doctors)
    .values({
      name: 'Asha Rao',
      slug: `asha-rao-${n}`,
      image: '/images/doc.svg',
      pricePaise: 80_000,
      phone: '9000000001',
      region: 'Indiranagar, Bangalore',
      branchId: branch.id,
      departmentId: department.id,
    })
    .returning();
  const rows = await db
    .insert(doctorSlots)
    .values(
      slots.map((s) => ({
        doctorId: doctor.id,
        date: s.date,
        period: period(s.minute) as 'morning' | 'afternoon' | 'evening',
        time: formatTime12h(s.minute),
        startMinute: s.minute,
      })),
    )
    .returning();
  const slotIds = Object.fromEntries(rows.map((r) => [`${r.date} ${r.time}`, r.id]));
  return { doctorId: doctor.id, slotIds };
}

export function ddmmyyyy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

let testOrders = 0;

/** The payment record a hold is written with: a fresh provider order for the doctor's fee. */
export function testPayment(amountPaise = 80_000) {
  testOrders += 1;
  return { provider: 'simulated', providerOrderId: `order_test${testOrders}x`, amountPaise };
}

/** A valid patient of the appointment form. */
export const PATIENT = {
  name: 'Test Patient',
  phone: '9876543210',
  gender: 'female',
  disease: 'Fever',
  age: 34,
  email: 'patient@example.com',
  pincode: '560038',
} as const;

/** A valid payment_order body for a slot of the world. */
export function orderBody(world: World, key: string, extra: Record<string, unknown> = {}) {
  const slotId = world.slotIds[key];
  if (!slotId) throw new Error(`no slot ${key}`);
  return {
    purpose: 'appointment',
    doctorId: world.doctorId,
    slotId,
    date: ddmmyyyy(key.slice(0, 10)),
    ...PATIENT,
    ...extra,
  };
}

/** The appointment and payment of a provider order, as the booking tests compare them. */
export async function orderState(db: Db, orderId: string) {
  const [row] = await db
    .select({
      appointment: appointments.status,
      payment: payments.status,
      paymentId: payments.providerPaymentId,
      refundDue: payments.refundDue,
    })
    .from(payments)
    .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
    .where(eq(payments.providerOrderId, orderId));
  return row;
}

/**
 * The set-up most booking test files share: one database of `engine` for the file and a world in
 * it, fresh for every test (`per: 'test'`, so tests cannot see each other's holds) or one for the
 * whole file. Read `db` and `world` inside tests and hooks, once they are set.
 */
export function bookingWorld(engine: Engine, { per = 'test' }: { per?: 'test' | 'file' } = {}) {
  const database = testDbForFile(engine);
  let world: World | undefined;
  const create = async () => {
    world = await createWorld(database.db);
  };
  if (per === 'file') beforeAll(create);
  else beforeEach(create);
  return {
    get db() {
      return database.db;
    },
    get world() {
      if (!world) throw new Error('the booking world is read before its hook has created it');
      return world;
    },
  };
}

/**
 * The checkout's reservation transaction alone (the step that races), as POST /api/payment_order
 * runs it after the quote and the provider order: the slot's hold and its payment row.
 */
export async function holdSlot(
  db: Db,
  input: AppointmentOrderInput,
  options: CheckoutOptions & { payment: ReturnType<typeof testPayment>; client?: string },
) {
  const { payment, ...clock } = options;
  const quote = {
    amountPaise: payment.amountPaise,
    receipt: newBookingReference(),
    description: '',
  };
  const holder = await holderOf(db, {
    client: clock.client ?? `test-${randomUUID()}`,
    ...(clock.client
      ? appointmentPurchase.buyer(input)
      : { phone: `9${randomDigits(9)}`, email: `${randomUUID()}@example.com` }),
  });
  const reserved = await recordOrder(
    db,
    appointmentPurchase,
    input,
    quote,
    payment.providerOrderId,
    payment.provider,
    { ...openedAtOnce(clock), holder },
  );
  const [held] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.id, reserved.payment.appointmentId!));
  return { ...held, appointmentId: held.id, time: held.slotTime, expiresAt: reserved.expiresAt };
}

/**
 * A test that pins the hold's length means the whole hold, as if its checkout opened at once;
 * one that does not gets the server's own lengths (short until the checkout opens).
 */
function openedAtOnce<O extends CheckoutOptions>(options: O): O {
  if (options.holdMinutes === undefined || options.unopenedSeconds !== undefined) return options;
  return { ...options, unopenedSeconds: options.holdMinutes * 60 };
}

function randomDigits(n: number): string {
  return Array.from({ length: n }, () => randomInt(10)).join('');
}

/** What POST /api/payment_order does with a body: validated by its purchase's schema, then ordered. */
export async function createOrder<Input, Q extends Quote>(
  purchase: Purchase<Input, Q, unknown>,
  db: Db,
  paymentProvider: PaymentProvider,
  body: Record<string, unknown>,
  options: CheckoutOptions & { client?: string; buyer?: { phone: string; email: string } } = {},
) {
  const { purpose, ...fields } = body;
  if (purpose !== undefined && purpose !== purchase.purpose) throw new Error(`not ${purpose}`);
  const input = (await validInput(purchase.schema, fields)) as Input;
  // Each call is its own buyer (client address, phone, e-mail) unless the test names them: the
  // holder limits are tested on their own (tests/checkout/hold-limits.test.ts).
  const buyer = options.buyer ?? {
    phone: `9${randomDigits(9)}`,
    email: `${randomUUID()}@example.com`,
  };
  return createPaymentOrder(db, paymentProvider, { ...purchase, buyer: () => buyer }, input, {
    ...openedAtOnce(options),
    client: options.client ?? `test-${randomUUID()}`,
  });
}
