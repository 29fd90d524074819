/**
 * The two payment routes called as Next calls them (a Request in, a Response out), against real
 * databases: POST /api/webhooks/razorpay (signed raw body, idempotent by event id) and
 * POST /api/appointment/add_appointment (the checkout result). The routes' provider is the
 * simulated one, signing with the fixtures' secret.
 */
import '../helpers/payment-test-mode';
import { and, eq, inArray } from 'drizzle-orm';
import { appointments, payments, webhookEvents } from '@/lib/db/schema';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { appDbForFile, appDbMock } from '../helpers/app-db';
// Below app-db: the checkout imports @/lib/db, whose mock (jest.mock below) is built from it.
import { appointmentPurchase } from '@/lib/booking/purchase';
import { engines } from '../helpers/db';
import { signedEvent } from '../helpers/razorpay-events';
import {
  NOW,
  TOMORROW,
  createOrder,
  createWorld,
  orderBody,
  orderState,
  provider,
  type World,
} from './fixtures';

jest.mock('@/lib/db', () => appDbMock());

type Handler = (request: Request) => Promise<Response>;

const SLOT = `${TOMORROW} 12:30 PM`;
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const NOT_VERIFIED = 'Payment verification failed. No booking was made.';

async function post(handler: Handler, path: string, body: string, headers = {}) {
  const response = await handler(
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  );
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: await response.json(),
  };
}

describe.each(engines)('payment routes on %s', (engine) => {
  const t = appDbForFile(engine);
  let world: World;
  let routes: Record<'webhook' | 'confirm', Handler>;

  beforeAll(async () => {
    routes = {
      webhook: (await import('@/app/api/webhooks/razorpay/route')).POST,
      confirm: (await import('@/app/api/appointment/add_appointment/route')).POST,
    };
  }, 180_000);
  beforeEach(async () => {
    world = await createWorld(t.db);
  });

  const newOrder = (now = NOW) =>
    createOrder(appointmentPurchase, t.db, provider, orderBody(world, SLOT), { now });
  const webhook = (rawBody: string, signature: string | null, eventId: string) =>
    post(routes.webhook, '/api/webhooks/razorpay', rawBody, {
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
      'x-razorpay-event-id': eventId,
    });
  const confirm = (result: Record<string, string>) =>
    post(routes.confirm, '/api/appointment/add_appointment', JSON.stringify(result), {
      origin: 'http://localhost:3000',
    });
  const state = (orderId: string) => orderState(t.db, orderId);
  const seenEvents = async (id: string) =>
    (await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, id))).length;
  const activeAppointments = () =>
    t.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, world.doctorId),
          inArray(appointments.status, ['held', 'confirmed']),
        ),
      );

  describe('POST /api/webhooks/razorpay', () => {
    it('answers 400 to a missing, forged or misplaced signature and confirms nothing', async () => {
      const { id } = await newOrder();
      const e = signedEvent(provider, 'payment.captured', id, 'pay_routeforged1');
      const refused = [
        await webhook(e.rawBody, null, 'evt_route_a1'),
        await webhook(e.rawBody, 'ab'.repeat(32), 'evt_route_a1'),
        // Signed with another secret, and a correct signature over a different body.
        await webhook(
          e.rawBody,
          new SimulatedProvider('other').signWebhook(e.rawBody),
          'evt_route_a1',
        ),
        await webhook(
          e.rawBody.replace('pay_routeforged1', 'pay_routeforged2'),
          e.signature,
          'evt_route_a1',
        ),
        // The same JSON with other bytes: the signature covers the raw body, not its meaning.
        await webhook(JSON.stringify(JSON.parse(e.rawBody), null, 2), e.signature, 'evt_route_a1'),
      ];
      for (const answer of refused) {
        expect(answer).toEqual({
          status: 400,
          cacheControl: 'no-store',
          body: {
            message: 'Invalid webhook signature',
            code: 'payment_not_verified',
            requestId: expect.any(String),
          },
        });
      }
      expect(await state(id)).toEqual({
        appointment: 'held',
        payment: 'created',
        paymentId: null,
        refundDue: false,
      });
      // The refused attempts did not record the event id: the genuine event is still processed.
      expect(await seenEvents('evt_route_a1')).toBe(0);
      expect(await webhook(e.rawBody, e.signature, 'evt_route_a1')).toMatchObject({
        status: 200,
        body: { status: 'processed' },
      });
      expect((await state(id)).appointment).toBe('confirmed');
    });

    it('payment.captured signed over the raw body confirms the held appointment', async () => {
      const { id } = await newOrder();
      // Pretty-printed on purpose: a route that re-serialised the body would fail the check.
      const rawBody = JSON.stringify(
        JSON.parse(signedEvent(provider, 'payment.captured', id, 'pay_routecaptured1').rawBody),
        null,
        2,
      );
      expect(await webhook(rawBody, provider.signWebhook(rawBody), 'evt_route_b1')).toEqual({
        status: 200,
        cacheControl: 'no-store',
        body: { status: 'processed' },
      });
      expect(await state(id)).toEqual({
        appointment: 'confirmed',
        payment: 'paid',
        paymentId: 'pay_routecaptured1',
        refundDue: false,
      });
      expect(await seenEvents('evt_route_b1')).toBe(1);
    });

    it('the same event id replayed does nothing twice', async () => {
      const { id } = await newOrder();
      const e = signedEvent(provider, 'payment.captured', id, 'pay_routereplay1');
      expect((await webhook(e.rawBody, e.signature, 'evt_route_c1')).body).toEqual({
        status: 'processed',
      });
      const rowsAfterFirst = {
        appointments: await activeAppointments(),
        payments: await t.db.select().from(payments).where(eq(payments.providerOrderId, id)),
      };
      expect(rowsAfterFirst.appointments).toHaveLength(1);

      for (let i = 0; i < 2; i += 1) {
        expect(await webhook(e.rawBody, e.signature, 'evt_route_c1')).toEqual({
          status: 200,
          cacheControl: 'no-store',
          body: { status: 'replayed' },
        });
      }
      expect({
        appointments: await activeAppointments(),
        payments: await t.db.select().from(payments).where(eq(payments.providerOrderId, id)),
      }).toEqual(rowsAfterFirst);
      expect(await seenEvents('evt_route_c1')).toBe(1);
    });
  });

  describe('POST /api/appointment/add_appointment', () => {
    it('answers 4xx to a forged signature or another order, and the appointment stays held', async () => {
      const { id } = await newOrder();
      const good = provider.pay(id);
      const flipped = good.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
      const forged = [
        { ...good, razorpay_signature: flipped },
        { ...good, razorpay_signature: new SimulatedProvider('other').pay(id).razorpay_signature },
        { ...good, razorpay_payment_id: 'pay_routeother1' },
      ];
      for (const result of forged) {
        expect(await confirm(result)).toEqual({
          status: 400,
          cacheControl: 'no-store',
          body: {
            message: NOT_VERIFIED,
            code: 'payment_not_verified',
            requestId: expect.any(String),
          },
        });
      }
      // Another order's genuine result, presented for ours.
      const other = await createOrder(
        appointmentPurchase,
        t.db,
        provider,
        orderBody(world, `${TOMORROW} 12:00 AM`),
        { now: NOW },
      );
      const otherPaid = provider.pay(other.id);
      expect((await confirm({ ...otherPaid, razorpay_order_id: id })).status).toBe(400);
      expect((await confirm({ ...good, razorpay_order_id: 'order_routeunknown' })).status).toBe(
        404,
      );

      expect(await state(id)).toEqual({
        appointment: 'held',
        payment: 'created',
        paymentId: null,
        refundDue: false,
      });
    });

    it("a valid checkout result answers 200 with message 'Success' and confirms once", async () => {
      const { id } = await newOrder();
      const result = provider.pay(id);
      const answer = await confirm(result);
      expect(answer).toEqual({
        status: 200,
        cacheControl: 'no-store',
        body: {
          message: 'Success',
          data: {
            reference: expect.stringMatching(/^SMH-[0-9A-Z]{10}$/),
            doctor: 'Asha Rao',
            date: '16/03/2030',
            time: '12:30 PM',
            amount: 80_000,
            payment_status: true,
            refund_due: false,
          },
        },
      });
      expect(await state(id)).toEqual({
        appointment: 'confirmed',
        payment: 'paid',
        paymentId: result.razorpay_payment_id,
        refundDue: false,
      });
      // The browser retrying the same result gets the same booking, not a second one.
      expect(await confirm(result)).toEqual(answer);
      expect(await activeAppointments()).toHaveLength(1);
    });

    it('a late payment whose slot was taken answers 409 refund_due and books nothing twice', async () => {
      const late = await newOrder(NOW);
      const lateResult = provider.pay(late.id);
      const other = await newOrder(minutes(20)); // the lapsed hold expires; the slot is retaken
      const answer = await confirm(lateResult);
      expect(answer).toEqual({
        status: 409,
        cacheControl: 'no-store',
        body: {
          message:
            'Your payment arrived too late for this slot: it was booked by someone else or its time has passed. No booking was made; the payment will be refunded.',
          code: 'refund_due',
          data: expect.objectContaining({
            date: '16/03/2030',
            time: '12:30 PM',
            amount: 80_000,
            payment_status: true,
            refund_due: true,
          }),
        },
      });
      expect(await state(late.id)).toEqual({
        appointment: 'expired',
        payment: 'paid',
        paymentId: lateResult.razorpay_payment_id,
        refundDue: true,
      });
      expect((await state(other.id)).appointment).toBe('held');
      expect(await activeAppointments()).toHaveLength(1);
    });
  });
});
