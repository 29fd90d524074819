/**
 * The quick start's test mode (PAYMENT_TEST_MODE=1, no PAYMENT_TEST_SECRET): the test checkout
 * works end to end, signing with a secret generated once for the data directory; a result signed
 * with the old public secret is refused.
 */
import { DATA_DIR } from './env-test-mode';
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { hmacSha256Hex } from '@/lib/payments/signature';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { TEST_SECRET_FILE } from '@/lib/payments/test-secret';
import { addDays, indiaToday } from '@/lib/time/india';
import { appDbMock, useAppDb } from '../helpers/app-db';
import { createTestDb, type TestDb } from '../helpers/db';
import { createWorld, orderBody, orderState, type World } from '../booking/fixtures';
import { OLD_PUBLIC_TEST_SECRET, post, type Handler } from './route-calls';

jest.mock('@/lib/db', () => appDbMock());

const TOMORROW = addDays(indiaToday(), 1);
const SECRET_FILE = path.join(DATA_DIR, TEST_SECRET_FILE);

describe('test mode with a generated secret', () => {
  let t: TestDb;
  let world: World;
  let routes: Record<'order' | 'pay' | 'confirm', Handler>;
  let madeOnce: { ino: number; mtimeMs: number; secret: string } | undefined;

  beforeAll(async () => {
    t = await createTestDb('pglite');
    world = await createWorld(t.db, [
      { date: TOMORROW, minute: 10 * 60 },
      { date: TOMORROW, minute: 11 * 60 },
    ]);
    useAppDb(t.db);
    routes = {
      order: (await import('@/app/api/payment_order/route')).POST,
      pay: (await import('@/app/api/payments/simulated/pay/route')).POST,
      confirm: (await import('@/app/api/appointment/add_appointment/route')).POST,
    };
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  const order = async (time: string) => {
    const answer = await post(
      routes.order,
      '/api/payment_order',
      orderBody(world, `${TOMORROW} ${time}`),
    );
    expect(answer).toMatchObject({ status: 201, body: { provider: 'simulated' } });
    return answer.body.id as string;
  };

  it('pays through the test checkout, signed with the data directory’s own secret', async () => {
    const orderId = await order('10:00 AM');
    const secret = readFileSync(SECRET_FILE, 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(SECRET_FILE).mode & 0o777).toBe(0o600);
    madeOnce = { ...statSync(SECRET_FILE), secret };

    const paid = await post(routes.pay, '/api/payments/simulated/pay', { orderId });
    expect(paid.status).toBe(200);
    const result = paid.body as Record<string, string>;
    expect(result.razorpay_signature).toBe(
      hmacSha256Hex(secret, `${orderId}|${result.razorpay_payment_id}`),
    );
    expect(await post(routes.confirm, '/api/appointment/add_appointment', result)).toMatchObject({
      status: 200,
      body: { message: 'Success' },
    });
    expect(await orderState(t.db, orderId)).toMatchObject({
      appointment: 'confirmed',
      payment: 'paid',
    });
  });

  it('refuses a result signed with the old public secret; the slot stays held, unpaid', async () => {
    const orderId = await order('11:00 AM');
    const forged = new SimulatedProvider(OLD_PUBLIC_TEST_SECRET).pay(orderId);
    expect(await post(routes.confirm, '/api/appointment/add_appointment', forged)).toMatchObject({
      status: 400,
      body: { code: 'payment_not_verified' },
    });
    expect(await orderState(t.db, orderId)).toEqual({
      appointment: 'held',
      payment: 'created',
      paymentId: null,
      refundDue: false,
    });
  });

  it('made the secret file once and kept using it', () => {
    // The second order was signed and checked with the first one's file, never rewritten.
    const now = statSync(SECRET_FILE);
    expect([now.ino, now.mtimeMs, readFileSync(SECRET_FILE, 'utf8').trim()]).toEqual([
      madeOnce?.ino,
      madeOnce?.mtimeMs,
      madeOnce?.secret,
    ]);
  });
});
