/**
 * POST /api/pharmacycart/add_pharmacycart: the spec's cart call prices a cart from the database
 * and stores nothing. Called as Next calls the route.
 */
import { eq, sql } from 'drizzle-orm';
import { medicines, payments, orders } from '@/lib/db/schema';
import { appDbMock, useAppDb } from '../helpers/app-db';
import { createTestDb, type TestDb } from '../helpers/db';
import { insertPharmacyFixture, type Fixture } from './fixtures';

jest.mock('@/lib/db', () => appDbMock());

describe('POST /api/pharmacycart/add_pharmacycart', () => {
  let t: TestDb;
  let f: Fixture;
  let post: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    t = await createTestDb('pglite');
    f = await insertPharmacyFixture(t.db);
    useAppDb(t.db);
    post = (await import('@/app/api/pharmacycart/add_pharmacycart/route')).POST;
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  const send = async (body: unknown) => {
    const response = await post(
      new Request('http://localhost:3000/api/pharmacycart/add_pharmacycart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  };
  const rows = async () => {
    const [stored] = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const [paid] = await t.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    return [stored.n, paid.n];
  };

  it('prices the cart from the database, ignoring any price sent, and stores nothing', async () => {
    const before = await rows();
    const answer = await send({
      items: [
        { id: f.ids['Paracetamol 500mg Tablet'], quantity: 2, total_price: 1 },
        { id: f.ids['Cough Syrup 100ml'], quantity: 1 },
      ],
      cart_total: 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'Success',
      data: {
        items: [
          {
            _id: String(f.ids['Paracetamol 500mg Tablet']),
            medicine_name: 'Paracetamol 500mg Tablet',
            quantity: 2,
            actual_price: 40,
            total_price: 30,
            discount: 25,
            line_total: 60,
          },
          {
            _id: String(f.ids['Cough Syrup 100ml']),
            medicine_name: 'Cough Syrup 100ml',
            quantity: 1,
            actual_price: 150,
            total_price: 120,
            discount: 20,
            line_total: 120,
          },
        ],
        cart_total: 180,
        mrp_total: 230,
        saved_percent: 22,
      },
    });
    expect(await rows()).toEqual(before);
  });

  it('follows a price change at once', async () => {
    const id = f.ids['Cetirizine 10mg Tablet'];
    await t.db.update(medicines).set({ pricePaise: 2_750 }).where(eq(medicines.id, id));
    const answer = await send({ items: [{ id, quantity: 3 }] });
    expect(answer.body.data.cart_total).toBe(82.5);
  });

  it('names each bad line, an unavailable medicine and an empty cart in a 400', async () => {
    const id = f.ids['Ibuprofen 400mg Tablet'];
    await t.db.update(medicines).set({ available: false }).where(eq(medicines.id, id));
    const bad = await send({
      items: [
        { id, quantity: 1 },
        { id: 987_654, quantity: 1 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'items[0].id': 'This medicine is not available',
      'items[1].id': 'Unknown medicine',
    });
    expect((await send({ items: [] })).body.errors).toEqual({ items: 'Cart is Empty' });
    const wrongTypes = await send({ items: [{ id: '1', quantity: 11 }] });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual([
      'items[0].id',
      'items[0].quantity',
    ]);
  });
});
