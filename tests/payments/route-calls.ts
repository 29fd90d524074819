/** Calling the payment routes as Next calls them (a Request in, a Response out), and the rows. */
import type { Db } from '@/lib/db/open';
import { appointments, payments, orders, webhookEvents } from '@/lib/db/schema';

export type Handler = (request: Request) => Promise<Response>;

/** The public test secret the site signed with before issue 13: anyone could read it. */
export const OLD_PUBLIC_TEST_SECRET = 'saithunga-test-mode-secret';

export async function post(
  handler: Handler,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await handler(
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** How many rows each table a payment can write holds. */
export async function countRows(db: Db) {
  const count = async (table: typeof appointments | typeof payments | typeof orders) =>
    (await db.select({ id: table.id }).from(table)).length;
  return {
    appointments: await count(appointments),
    payments: await count(payments),
    orders: await count(orders),
    webhookEvents: (await db.select({ id: webhookEvents.id }).from(webhookEvents)).length,
  };
}
