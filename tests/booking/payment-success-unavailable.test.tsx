/**
 * /payment-success while the database is down (issue 13, point 7): the page says the
 * confirmation cannot be shown right now and that the booking is safe, with its reference,
 * instead of an empty page; an error that is not an outage still fails loudly.
 */
import { navigationMock, noIncrementalCacheMock, renderPage } from '../helpers/render-page';

jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('next/navigation', () => navigationMock());

let failure: Error = new Error('unset');
jest.mock('@/lib/db', () => ({
  getDb: async () => {
    throw failure;
  },
}));

import PaymentSuccessPage from '@/app/(site)/payment-success/page';

const outage = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const page = (query: Record<string, string>) =>
  renderPage(PaymentSuccessPage({ searchParams: Promise.resolve(query) }));

describe('/payment-success with the database unreachable', () => {
  it('keeps the booking reference and says the booking is safe', async () => {
    failure = outage();
    const html = await page({ ref: 'SMH-ABCDEFGH23' });
    expect(html).toContain('Your confirmation cannot be shown right now');
    expect(html).toContain('your booking is safe');
    expect(html).toContain('SMH-ABCDEFGH23');
  });

  it('does the same for a pharmacy order', async () => {
    failure = outage();
    const html = await page({ order: 'SPH-ABCDEFGH23' });
    expect(html).toContain('your order is safe');
    expect(html).toContain('SPH-ABCDEFGH23');
  });

  it('lets a real bug fail instead of hiding it', async () => {
    failure = new TypeError('a bug');
    await expect(page({ ref: 'SMH-ABCDEFGH23' })).rejects.toThrow('a bug');
  });
});
