/**
 * The account documents' and reorder's cases (issue 46): they answer only a signed-in patient
 * about her own records, so each case makes its own account, session and records in the
 * harness's database, then calls the route with (or without) the session cookie.
 */
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { ACCOUNT_COOKIE } from '@/lib/accounts/current';
import { openSession } from '@/lib/accounts/sessions';
import type { Db } from '@/lib/db/open';
import {
  accounts,
  appointments,
  doctorSlots,
  orderItems,
  orders,
  payments,
  settings,
} from '@/lib/db/schema';
import type { HttpMethod } from '@/lib/api/openapi/types';
import { SELLER_SETTINGS_KEY } from '@/lib/invoices/seller-settings';
import { SELLER_SETTINGS } from '@/lib/seed/content/site-settings';
import { readAnswer } from './error-contract';
import { SITE } from './fuzz-app';
import type { ContractCase, Ctx } from './openapi-cases';

let made = 0;

/** An account with a session, a paid pharmacy order and a paid appointment of its own. */
async function patientWithRecords(db: Db, medicineId: number, doctorId: number) {
  made += 1;
  const n = String(made).padStart(4, '0');
  const [account] = await db
    .insert(accounts)
    .values({ phone: `93${String(Date.now()).slice(-4)}${n}` })
    .returning({ id: accounts.id });
  await db
    .insert(settings)
    .values({ key: SELLER_SETTINGS_KEY, value: SELLER_SETTINGS })
    .onConflictDoNothing();
  const [order] = await db
    .insert(orders)
    .values({
      kind: 'pharmacy',
      reference: `SPH-CONTRACT${n}`,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      pincode: '560038',
      address: '12 CMH Road',
      expectedDate: '01/01/2030',
      expectedTime: '10:00 am',
      subtotalPaise: 11200,
      totalPaise: 11200,
      status: 'placed',
      accountId: account.id,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order.id,
    kind: 'medicine',
    medicineId,
    quantity: 1,
    unitPricePaise: 11200,
    unitMrpPaise: 11200,
  });
  await db.insert(payments).values({
    provider: 'simulated',
    providerOrderId: `order_contract_o${n}`,
    providerPaymentId: `pay_contract_o${n}`,
    purpose: 'pharmacy_order',
    orderId: order.id,
    amountPaise: 11200,
    status: 'paid',
  });
  const [slot] = await db
    .select()
    .from(doctorSlots)
    .where(eq(doctorSlots.doctorId, doctorId))
    .limit(1);
  const [appointment] = await db
    .insert(appointments)
    .values({
      reference: `SAP-CONTRACT${n}`,
      doctorId,
      slotId: slot.id,
      slotDate: slot.date,
      slotTime: '10:00 AM',
      patientName: 'Asha Rao',
      phone: '9876543210',
      gender: 'female',
      disease: 'Fever',
      age: 34,
      email: 'asha@example.com',
      pincode: '560038',
      amountPaise: 80000,
      status: 'cancelled',
      accountId: account.id,
    })
    .returning();
  await db.insert(payments).values({
    provider: 'simulated',
    providerOrderId: `order_contract_a${n}`,
    providerPaymentId: `pay_contract_a${n}`,
    purpose: 'appointment',
    appointmentId: appointment.id,
    amountPaise: 80000,
    status: 'paid',
  });
  return {
    token: await openSession(db, account.id),
    order: order.reference,
    appointment: appointment.reference,
  };
}

type Who = 'owner' | 'signed out' | 'another patient';

function send(method: HttpMethod, path: string, who: Who, record: 'order' | 'appointment') {
  return async (ctx: Ctx) => {
    const db = ctx.app.db;
    const mine = await patientWithRecords(db, ctx.ids.medicineId, ctx.ids.doctorId);
    const other = await patientWithRecords(db, ctx.ids.medicineId, ctx.ids.doctorId);
    const reference = mine[record];
    const token = who === 'owner' ? mine.token : who === 'another patient' ? other.token : null;
    const handler = ctx.routes.get(path)?.handlers[method];
    if (!handler) throw new Error(`no ${method.toUpperCase()} handler for ${path}`);
    const url = path.replace('{reference}', encodeURIComponent(reference));
    const request = new NextRequest(`${SITE}${url}`, {
      method: method.toUpperCase(),
      headers: token ? { cookie: `${ACCOUNT_COOKIE}=${token}` } : {},
    });
    const response = await handler(request, { params: Promise.resolve({ reference }) });
    return { answer: await readAnswer(response) };
  };
}

const OPERATIONS: [HttpMethod, string, 'order' | 'appointment'][] = [
  ['get', '/api/account/orders/{reference}/invoice.pdf', 'order'],
  ['get', '/api/account/orders/{reference}/receipt.pdf', 'order'],
  ['get', '/api/account/appointments/{reference}/receipt.pdf', 'appointment'],
  ['post', '/api/account/orders/{reference}/reorder', 'order'],
];

const STATUS: Record<Who, number> = { owner: 200, 'signed out': 401, 'another patient': 404 };

export function accountCases(): ContractCase[] {
  return OPERATIONS.flatMap(([method, path, record]) =>
    (Object.keys(STATUS) as Who[]).map((who) => ({
      method,
      path,
      name: who === 'owner' ? 'valid, the owner signed in' : who,
      status: STATUS[who],
      send: send(method, path, who, record),
    })),
  );
}

/** Whether the document's GET cases must leave the operation to accountCases. */
export const isAccountRecordPath = (path: string) =>
  /^\/api\/account\/(orders|appointments)\/\{reference\}\//.test(path);
