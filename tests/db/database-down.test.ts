/**
 * The API with its database unreachable (issue 13, point 7): health answers 503 JSON naming the
 * dependency; every other endpoint answers 503 in the one error shape with a message a patient
 * can act on and Retry-After, never a bare 500 or an empty body.
 */
import { apiError } from '../helpers/api-error';

const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});
jest.mock('@/lib/db', () => ({
  getDb: async () => {
    throw outage;
  },
}));

import { GET as health } from '@/app/api/health/route';
import { POST as createBooking } from '@/app/api/booking/create_booking/route';
import { POST as couponCheck } from '@/app/api/coupon/check/route';
import { GET as search } from '@/app/api/pharmacy/search/route';
import { GET as schedule } from '@/app/api/doctorschedule/[id]/route';
import { NextRequest } from 'next/server';

const post = (path: string, body: unknown) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = await response.json();
  expect(body).toEqual(apiError({ code: 'service_unavailable' }));
  expect(body.message).toMatch(/try again/i);
}

describe('API with the database down', () => {
  it('health answers 503 JSON naming the database', async () => {
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'unavailable',
      code: 'service_unavailable',
      checks: { database: 'down' },
    });
  });

  it('a form answers 503 with a message a patient can act on', async () => {
    await expectUnavailable(
      await createBooking(
        post('/api/booking/create_booking', {
          form: 'doctors',
          patient_name: 'Asha',
          contact_number: '9876543210',
          disease: 'Fever',
          address: 'Indiranagar',
          page_name: 'doctors',
        }),
      ),
    );
  });

  it('the coupon check, the search and the schedule answer 503 too', async () => {
    await expectUnavailable(await couponCheck(post('/api/coupon/check', { code: 'SAVE20' })));
    await expectUnavailable(
      await search(new NextRequest('http://localhost:3000/api/pharmacy/search?q=para')),
    );
    await expectUnavailable(
      await schedule(new Request('http://localhost:3000/api/doctorschedule/1'), {
        params: Promise.resolve({ id: '1' }),
      }),
    );
  });
});
