import { randomInt } from 'node:crypto';
import { expect, HTTP_ONLY, test } from './test';
import { type APIRequestContext } from '@playwright/test';
import { indiaDate, MEDICINE } from './pharmacy-helpers';

const [y, m, d] = indiaDate(3).split('-');
const delivery = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone_number: '9123456780',
  pincode: '560001',
  address: '4 MG Road, Bangalore',
  date: `${d}/${m}/${y}`,
  time: '10:15 am',
};

async function medicine(request: APIRequestContext, query: string) {
  const [hit] = (await (await request.get(`/api/pharmacy/search?q=${query}`)).json()).data;
  const { data } = await (await request.get(`/api/medicine/getonemedicine/${hit._id}`)).json();
  return { id: Number(hit._id), pricePaise: Math.round(data.total_price * 100) };
}

/** The shared payment seam, naming the pharmacy as what is bought. */
/**
 * Each call from its own client address and shopper: the wrong coupon codes these tests send on
 * purpose must not use up the allowance of the machine's address, which other specs share, and
 * the orders they leave unpaid must not count against one shopper's holds (1 at a time).
 */
const order = (
  request: APIRequestContext,
  body: Record<string, unknown> & { delivery?: object },
) => {
  const n = randomInt(100_000_000);
  const shopper = {
    phone_number: `91${String(n).padStart(8, '0')}`,
    email: `ravi${n}@example.com`,
  };
  return request.post('/api/payment_order', {
    data: {
      purpose: 'pharmacy_order',
      ...body,
      ...(body.delivery && { delivery: { ...body.delivery, ...shopper } }),
    },
    headers: { 'x-forwarded-for': `10.80.${randomInt(256)}.${randomInt(256)}` },
  });
};

test.describe('pharmacy API: the server prices and verifies everything', () => {
  test(
    'the amount comes from database prices; prices and totals sent by the browser are ignored',
    HTTP_ONLY,
    async ({ request }) => {
      const med = await medicine(request, 'cetisol');
      const res = await order(request, {
        items: [{ id: med.id, quantity: 3, total_price: 1, actual_price: 1, discount: 99 }],
        coupon_code: 'SAVE20',
        total_amount: 1,
        amount: 1,
        delivery,
      });
      expect(res.status()).toBe(201);
      const body = await res.json();
      const subtotal = med.pricePaise * 3;
      expect(body).toMatchObject({
        amount: subtotal - Math.round(subtotal / 5),
        currency: 'INR',
        provider: 'simulated',
        // The delivery's own details (each call's shopper: see `order`).
        prefill: {
          name: 'Ravi Kumar',
          email: expect.stringMatching(/^ravi\d+@example\.com$/),
          contact: expect.stringMatching(/^91\d{8}$/),
        },
      });
      expect(body.id).toMatch(/^order_/);
    },
  );

  test(
    'unknown medicines and zero, negative, fractional or too large quantities are refused',
    HTTP_ONLY,
    async ({ request }) => {
      const med = await medicine(request, 'cetisol');
      const unknown = await order(request, { items: [{ id: 99999999, quantity: 1 }], delivery });
      expect(unknown.status()).toBe(400);
      expect((await unknown.json()).errors['items[0].id']).toBe('Unknown medicine');
      for (const quantity of [0, -1, 2.5, 11, '3']) {
        const res = await order(request, { items: [{ id: med.id, quantity }], delivery });
        expect(res.status(), `quantity ${quantity}`).toBe(400);
        expect((await res.json()).errors['items[0].quantity']).toBe(
          'Quantity must be a whole number from 1 to 10',
        );
      }
      const inactive = await order(request, {
        items: [{ id: med.id, quantity: 1 }],
        coupon_code: 'MONSOON25',
        delivery,
      });
      expect((await inactive.json()).errors).toEqual({ coupon_code: 'Invalid coupon code' });
      const notJson = await request.post('/api/payment_order', {
        data: 'nope',
        headers: { 'content-type': 'text/plain' },
      });
      expect(notJson.status()).toBe(415);
      expect(await notJson.json()).toMatchObject({
        code: 'unsupported_media_type',
        message: 'Content-Type must be application/json',
      });
    },
  );

  test(
    'an order is stored only for a verified payment, and only once',
    HTTP_ONLY,
    async ({ request }) => {
      const med = await medicine(request, 'cetisol');
      const created = await (
        await order(request, { items: [{ id: med.id, quantity: 2 }], delivery })
      ).json();
      const paid = await (
        await request.post('/api/payments/simulated/pay', { data: { orderId: created.id } })
      ).json();

      const forged = await request.post('/api/pharmacy/orders', {
        data: { ...paid, razorpay_signature: 'ab'.repeat(32) },
      });
      expect(forged.status()).toBe(400);
      expect(await forged.json()).toMatchObject({
        code: 'payment_not_verified',
        message: 'Payment verification failed. No order was placed.',
      });
      const unknown = await request.post('/api/pharmacy/orders', {
        data: { ...paid, razorpay_order_id: 'order_nope' },
      });
      expect(unknown.status()).toBe(404);

      const first = await request.post('/api/pharmacy/orders', { data: paid });
      expect(first.status()).toBe(201);
      const { data } = await first.json();
      expect(data).toMatchObject({
        reference: expect.stringMatching(/^SPH-/),
        total_amount: (med.pricePaise * 2) / 100,
      });
      const again = await request.post('/api/pharmacy/orders', { data: paid });
      expect(again.status()).toBe(200);
      expect((await again.json()).data.reference).toBe(data.reference);
    },
  );

  test(
    'coupon check: percentage or "Invalid coupon code"; repeated wrong codes are rate-limited per address',
    HTTP_ONLY,
    async ({ request }, testInfo) => {
      const ip = {
        'x-forwarded-for': `10.77.${testInfo.project.name.length}.${testInfo.retry + 1}`,
      };
      const check = (code: string, headers = ip) =>
        request.post('/api/coupon/check', { data: { code }, headers });
      const ok = await check('health15');
      expect(await ok.json()).toEqual({ data: { coupon_code: 'HEALTH15', coupon_percentage: 15 } });
      const wrong = await check('NOPE');
      expect(wrong.status()).toBe(400);
      expect((await wrong.json()).errors.code).toBe('Invalid coupon code');
      for (let i = 0; i < 4; i++) expect((await check(`WRONG${i}`)).status()).toBe(400);
      expect((await check('HEALTH15')).status()).toBe(429);
      expect((await check('HEALTH15', { 'x-forwarded-for': '10.78.0.1' })).status()).toBe(200);
    },
  );

  test(
    'catalogue calls: a paged list (never the whole catalogue), categories, brands and one medicine',
    HTTP_ONLY,
    async ({ request }) => {
      const page = await (await request.get('/api/medPhram/get_medPhram?page=2&limit=5')).json();
      expect(page.data).toHaveLength(5);
      expect(page.pagination).toMatchObject({ page: 2, limit: 5 });
      expect(page.pagination.total).toBeGreaterThan(300);
      expect((await request.get('/api/medPhram/get_medPhram?limit=5000')).status()).toBe(400);
      const categories = (await (await request.get('/api/getcategory')).json()).data;
      expect(
        categories.find((c: { category_name: string }) => c.category_name === 'Pain Relief'),
      ).toMatchObject({ slug: 'pain-relief' });
      expect(
        (await (await request.get('/api/getbrand')).json()).data.length,
      ).toBeGreaterThanOrEqual(15);
      const med = await medicine(request, MEDICINE.slug.split('-')[0]);
      const one = (await (await request.get(`/api/medicine/getonemedicine/${med.id}`)).json()).data;
      expect(one).toMatchObject({ medicine_name: MEDICINE.name, slug: MEDICINE.slug });
      expect(one.faq.length).toBeGreaterThan(0);
      expect((await request.get('/api/medicine/getonemedicine/99999999')).status()).toBe(404);
      expect((await request.get('/api/medicine/getonemedicine/abc')).status()).toBe(400);
    },
  );
});
