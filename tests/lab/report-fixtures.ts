/**
 * Lab orders for the report tests, inserted directly (the purchase that makes them is tested
 * with the checkout): one category and two tests, then an order per call with its items and
 * patients, paid, at the status asked for.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '@/lib/db/open';
import {
  labCategories,
  orderItems,
  orderPatients,
  orders,
  labTests,
  payments,
} from '@/lib/db/schema';
import type { LabOrderStatus } from '@/lib/lab/booking-rules';
import { addDays, indiaToday } from '@/lib/time/india';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const LAB_PATIENT = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
} as const;

export type LabCatalogue = { cbc: number; thyroid: number };

export async function insertLabCatalogue(db: Db): Promise<LabCatalogue> {
  const [category] = await db
    .insert(labCategories)
    .values({ name: 'Full body', slug: 'full-body' })
    .returning({ id: labCategories.id });
  const test = (slug: string, name: string, pricePaise: number) => ({
    slug,
    name,
    kind: 'test' as const,
    categoryId: category.id,
    summary: `${name} for the report tests`,
    sampleTypes: ['Blood'],
    reportHours: 24,
    pricePaise,
    mrpPaise: pricePaise,
    image: '/images/lab/test.svg',
  });
  const [cbc, thyroid] = await db
    .insert(labTests)
    .values([
      test('cbc', 'Complete Blood Count', 39_900),
      test('thyroid-profile', 'Thyroid Profile', 49_900),
    ])
    .returning({ id: labTests.id });
  return { cbc: cbc.id, thyroid: thyroid.id };
}

export type LabOrderRow = { id: number; reference: string };

/** A paid order for two patients (CBC for both, a thyroid profile for one). */
export async function insertLabOrder(
  db: Db,
  catalogue: LabCatalogue,
  {
    status = 'collected',
    phone = LAB_PATIENT.phone,
    collectionDate = addDays(indiaToday(), 1),
  }: { status?: LabOrderStatus; phone?: string; collectionDate?: string } = {},
): Promise<LabOrderRow> {
  const reference = `SLB-${Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
  const [order] = await db
    .insert(orders)
    .values({
      kind: 'lab',
      reference,
      ...LAB_PATIENT,
      phone,
      pincode: '560034',
      address: '12 CMH Road, Koramangala, Bangalore',
      collectionDate,
      collectionMinute: 7 * 60,
      subtotalPaise: 129_700,
      totalPaise: 129_700,
      status,
      statusChangedAt: status === 'booked' ? null : new Date(),
    })
    .returning({ id: orders.id, reference: orders.reference });
  await db.insert(orderItems).values([
    {
      orderId: order.id,
      kind: 'lab_test' as const,
      labTestId: catalogue.cbc,
      quantity: 2,
      unitPricePaise: 39_900,
      unitMrpPaise: 39_900,
    },
    {
      orderId: order.id,
      kind: 'lab_test' as const,
      labTestId: catalogue.thyroid,
      quantity: 1,
      unitPricePaise: 49_900,
      unitMrpPaise: 49_900,
    },
  ]);
  await db.insert(orderPatients).values([
    { orderId: order.id, name: 'Asha Rao', age: 42, gender: 'female' },
    { orderId: order.id, name: 'Ravi Rao', age: 45, gender: 'male' },
  ]);
  await db.insert(payments).values({
    provider: 'simulated',
    providerOrderId: `order_${reference}`,
    providerPaymentId: `pay_${reference}`,
    purpose: 'lab_order',
    orderId: order.id,
    amountPaise: 129_700,
    status: 'paid',
  });
  return order;
}
