/**
 * Wrong coupon codes are counted per cart session and per address across every place a code can
 * be tried: the coupon check, the coupon list and the pharmacy payment order. Called as Next
 * calls the routes, each visitor with its cart session cookie.
 */
import '../helpers/payment-test-mode';
import { randomBytes } from 'node:crypto';
import { PEER_HEADER } from '@/lib/security/client-peer.mjs';
import { CART_SESSION_COOKIE } from '@/lib/security/cart-session';
import { COUPON_FAILURE_LIMIT } from '@/lib/security/coupon-guesses';
import { appDbMock, useAppDb } from '../helpers/app-db';
import { createTestDb, type TestDb } from '../helpers/db';
import { anotherShopper, deliveryInfo, insertPharmacyFixture, type Fixture } from './fixtures';

jest.mock('@/lib/db', () => appDbMock());

type Handler = (request: Request) => Promise<Response>;

describe('wrong coupon codes', () => {
  let t: TestDb;
  let f: Fixture;
  let check: Handler;
  let order: Handler;
  let list: Handler;

  beforeAll(async () => {
    t = await createTestDb('pglite');
    f = await insertPharmacyFixture(t.db);
    useAppDb(t.db);
    check = (await import('@/app/api/coupon/check/route')).POST;
    order = (await import('@/app/api/payment_order/route')).POST;
    list = (await import('@/app/api/coupon/get_coupon/route')).GET;
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });
  // Each test is a new visitor, so no count carries over from the one before. A client is an
  // address and a cart session (a browser behind that address).
  type Client = { address: string; session: string };
  const newSession = () => randomBytes(12).toString('hex');
  let visitor: Client;
  let other: Client;
  beforeEach(() => {
    const [a, b, c] = randomBytes(3);
    visitor = { address: `203.0.${a}.${b}`, session: newSession() };
    other = { address: `198.51.${c}.${b}`, session: newSession() };
  });
  const clientHeaders = (client: Client) => ({
    [PEER_HEADER]: client.address,
    cookie: `theme=dark; ${CART_SESSION_COOKIE}=${client.session}`,
  });

  const post = async (handler: Handler, path: string, body: unknown, client: Client) => {
    const response = await handler(
      new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        // As `npm run start` stamps it; served directly, X-Forwarded-For is the client's own.
        headers: {
          'content-type': 'application/json',
          ...clientHeaders(client),
          'x-forwarded-for': randomBytes(4).join('.'),
        },
        body: JSON.stringify(body),
      }),
    );
    return { response, body: await response.json() };
  };
  /** The spec's GET /api/coupon/get_coupon, with the typed code as `coupon_code` (or none). */
  const getList = async (code: string | null, client = visitor) => {
    const query = code === null ? '' : `?coupon_code=${encodeURIComponent(code)}`;
    const response = await list(
      new Request(`http://localhost:3000/api/coupon/get_coupon${query}`, {
        headers: clientHeaders(client),
      }),
    );
    return { response, body: await response.json() };
  };
  const tryCheck = (code: string, client = visitor) =>
    post(check, '/api/coupon/check', { code }, client);
  const tryOrder = (code: string, client = visitor) =>
    post(
      order,
      '/api/payment_order',
      {
        purpose: 'pharmacy_order',
        items: [{ id: f.ids['Paracetamol 500mg Tablet'], quantity: 1 }],
        coupon_code: code,
        delivery: anotherShopper(),
      },
      client,
    );

  it('the payment order answers a wrong code and counts it; then both routes refuse', async () => {
    for (let i = 0; i < COUPON_FAILURE_LIMIT; i++) {
      const wrong = await tryOrder(`GUESS${i}`);
      expect(wrong.response.status).toBe(400);
      expect(wrong.body.errors).toEqual({ coupon_code: 'Invalid coupon code' });
    }
    const blockedOrder = await tryOrder('HEALTH15');
    expect(blockedOrder.response.status).toBe(429);
    expect(blockedOrder.body.errors.coupon_code).toMatch(/Too many invalid coupon codes/);
    expect(Number(blockedOrder.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // The coupon check shares the count: a right code is refused too while blocked.
    const blockedCheck = await tryCheck('HEALTH15');
    expect(blockedCheck.response.status).toBe(429);
    expect(blockedCheck.body.errors.code).toMatch(/Too many invalid coupon codes/);
    // Another client is not affected, and an order without a coupon still goes through.
    expect((await tryCheck('HEALTH15', other)).response.status).toBe(200);
    const plain = await post(
      order,
      '/api/payment_order',
      {
        purpose: 'pharmacy_order',
        items: [{ id: f.ids['Paracetamol 500mg Tablet'], quantity: 1 }],
        delivery: deliveryInfo(),
      },
      visitor,
    );
    expect(plain.response.status).toBe(201);
  });

  it('issue 51: another cart session behind the same address still applies its right code', async () => {
    for (let i = 0; i < COUPON_FAILURE_LIMIT + 1; i++) await tryCheck(`GUESS${i}`);
    expect((await tryCheck('HEALTH15')).response.status).toBe(429);
    // A shopper behind the same carrier-NAT address, one wrong code of their own first.
    const neighbour = { address: visitor.address, session: newSession() };
    expect((await tryCheck('NOPE', neighbour)).response.status).toBe(400);
    const applied = await tryCheck('health15', neighbour);
    expect(applied.response.status).toBe(200);
    expect(applied.body.data).toEqual({ coupon_code: 'HEALTH15', coupon_percentage: 15 });
    expect((await getList('HEALTH15', neighbour)).body.data).toHaveLength(1);
  });

  it('counts a code sent as a number like any other', async () => {
    for (let i = 0; i < COUPON_FAILURE_LIMIT; i++) {
      const wrong = await post(
        order,
        '/api/payment_order',
        {
          purpose: 'pharmacy_order',
          items: [{ id: f.ids['Paracetamol 500mg Tablet'], quantity: 1 }],
          coupon_code: 12_345 + i,
          delivery: deliveryInfo(),
        },
        visitor,
      );
      expect(wrong.response.status).toBe(400);
    }
    expect((await tryOrder('HEALTH15')).response.status).toBe(429);
  });

  it('wrong codes on the coupon check block the payment order’s coupon too', async () => {
    for (let i = 0; i < COUPON_FAILURE_LIMIT; i++) {
      expect((await tryCheck(`GUESS${i}`)).response.status).toBe(400);
    }
    expect((await tryOrder('HEALTH15')).response.status).toBe(429);
  });

  it('right codes and other mistakes are not counted', async () => {
    for (let i = 0; i < COUPON_FAILURE_LIMIT + 2; i++) {
      const made = await tryOrder('HEALTH15');
      expect(made.response.status).toBe(201);
      // The shopper closes the checkout each time: a hold of theirs would otherwise count
      // against the holds one client may keep (lib/checkout/hold-limits.ts).
      const { failPayment } = await import('@/lib/checkout/settle');
      await failPayment(t.db, made.body.id, 'closed');
    }
    const unknownMedicine = await post(
      order,
      '/api/payment_order',
      {
        purpose: 'pharmacy_order',
        items: [{ id: 987_654, quantity: 1 }],
        coupon_code: 'HEALTH15',
        delivery: deliveryInfo(),
      },
      visitor,
    );
    expect(unknownMedicine.response.status).toBe(400);
    expect((await tryCheck('HEALTH15')).response.status).toBe(200);
  });

  describe('GET /api/coupon/get_coupon', () => {
    it('lists only the active coupon the code names, whatever its case, and no other', async () => {
      const right = await getList(' health15 ');
      expect(right.response.status).toBe(200);
      expect(right.response.headers.get('cache-control')).toBe('no-store');
      expect(right.body).toEqual({
        message: 'Success',
        data: [{ coupon_code: 'HEALTH15', coupon_percentage: 15 }],
      });
      expect((await getList('NOPE')).body).toEqual({ message: 'Success', data: [] });
    });

    it('gives nothing away to a client that asks for the whole list', async () => {
      for (let i = 0; i < COUPON_FAILURE_LIMIT + 2; i++) {
        const all = await getList(i % 2 ? null : '  ');
        expect(all.response.status).toBe(200);
        expect(all.body).toEqual({ message: 'Success', data: [] });
      }
      // Asking for nothing guessed nothing: the visitor's guesses are all still there.
      expect((await tryCheck('HEALTH15')).response.status).toBe(200);
    });

    it('counts each wrong code as a guess, shared with the check and the order', async () => {
      for (let i = 0; i < COUPON_FAILURE_LIMIT; i++) {
        expect((await getList(`GUESS${i}`)).body.data).toEqual([]);
      }
      const blocked = await getList('HEALTH15');
      expect(blocked.response.status).toBe(429);
      expect(blocked.body.errors.coupon_code).toMatch(/Too many invalid coupon codes/);
      expect((await tryOrder('HEALTH15')).response.status).toBe(429);
    });
  });
});
