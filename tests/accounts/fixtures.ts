/**
 * Accounts for the account tests, made directly (the sign-in flow is tested on its own): an
 * account with its holder, and an open session whose cookie a route can be called with.
 */
import { eq } from 'drizzle-orm';
import { confirmCheckout } from '@/lib/checkout/settle';
import type { Db } from '@/lib/db/open';
import { accountPatients, accounts, orders } from '@/lib/db/schema';
import type { SimulatedProvider } from '@/lib/payments/simulated';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { ACCOUNT_COOKIE } from '@/lib/accounts/current';
import { openSession } from '@/lib/accounts/sessions';
import { createOrder } from '../booking/fixtures';
import { deliveryInfo } from '../pharmacy/fixtures';

let made = 0;

/** A fresh 10-digit mobile number for each account. */
export function nextPhone(): string {
  made += 1;
  return `98${String(process.pid % 1000).padStart(3, '0')}${String(made).padStart(5, '0')}`;
}

export type TestAccount = {
  id: number;
  phone: string;
  holderId: number;
  token: string;
  cookie: string;
};

export async function createAccount(
  db: Db,
  { name = 'Meera Iyer', holder = true }: { name?: string; holder?: boolean } = {},
): Promise<TestAccount> {
  const phone = nextPhone();
  const [account] = await db
    .insert(accounts)
    .values({ phone, email: `${phone}@example.com` })
    .returning({ id: accounts.id });
  let holderId = 0;
  if (holder) {
    const [row] = await db
      .insert(accountPatients)
      .values({
        accountId: account.id,
        relationship: 'self',
        name,
        birthDate: '1985-06-15',
        gender: 'female',
      })
      .returning({ id: accountPatients.id });
    holderId = row.id;
  }
  const token = await openSession(db, account.id);
  return { id: account.id, phone, holderId, token, cookie: `${ACCOUNT_COOKIE}=${token}` };
}

export const MOTHER = {
  name: 'Lakshmi Iyer',
  birth_date: '1958-02-20',
  gender: 'female',
  relationship: 'parent',
};

/**
 * A pharmacy order paid through the one checkout (the test provider), then owned by `accountId`
 * (null: a guest's): its stored row.
 */
export async function paidOrderOf(
  db: Db,
  provider: SimulatedProvider,
  accountId: number | null,
  items: { id: number; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  const order = await createOrder(pharmacyOrderPurchase, db, provider, {
    items,
    delivery: deliveryInfo(),
    ...extra,
  });
  const settled = await confirmCheckout(
    db,
    provider,
    pharmacyOrderPurchase,
    provider.pay(order.id),
  );
  const [row] = await db
    .update(orders)
    .set({ accountId })
    .where(eq(orders.reference, settled.reference!))
    .returning();
  return row;
}
