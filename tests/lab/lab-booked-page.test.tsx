/**
 * /lab-tests/booked (issue 51): it says a payment was received only for a paid lab booking its
 * reference names. Without a reference, a neutral page; with one that names no booking, the same
 * through the segment's not-found page (404); with the database down, that it cannot be shown.
 */
import { navigationMock, noIncrementalCacheMock, renderPage } from '../helpers/render-page';

jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('next/navigation', () => navigationMock());

const getBookedWindow = jest.fn();
jest.mock('@/lib/lab/booking-reads', () => ({
  ...jest.requireActual('@/lib/lab/booking-reads'),
  getBookedWindow: (reference: string) => getBookedWindow(reference),
}));

import LabBookedPage, { metadata } from '@/app/(site)/lab-tests/booked/page';
import NoLabBookingFound from '@/app/(site)/lab-tests/booked/not-found';

const PAID = 'Your payment has been received';
const page = (query: Record<string, string | string[]>) =>
  renderPage(LabBookedPage({ searchParams: Promise.resolve(query) }));

beforeEach(() => getBookedWindow.mockReset());

describe('/lab-tests/booked', () => {
  it.each([[{}], [{ reference: '' }], [{ reference: ['SLB-ABCDEFGH23', 'x'] }]])(
    'without a reference (%j) shows no booking and claims no payment',
    async (query) => {
      const html = await page(query);
      expect(html).toContain('No booking to show');
      expect(html).not.toContain(PAID);
      expect(html).not.toContain('✓');
      expect(html).toContain('href="/lab-tests/report"');
      expect(html).toContain('href="/lab-tests"');
      expect(getBookedWindow).not.toHaveBeenCalled();
    },
  );

  it.each(['SLB-ABCDEFGH23', 'not-a-reference'])(
    'with a reference naming no paid booking (%s) is not found',
    async (reference) => {
      getBookedWindow.mockResolvedValue(null);
      await expect(page({ reference })).rejects.toThrow('NEXT_NOT_FOUND');
      const html = await renderPage(NoLabBookingFound());
      expect(html).toContain('No booking to show');
      expect(html).not.toContain(PAID);
    },
  );

  it('with a paid booking shows its reference, window and the payment received', async () => {
    getBookedWindow.mockResolvedValue({ date: '2026-12-10', minute: 7 * 60 });
    const html = await page({ reference: 'SLB-ABCDEFGH23' });
    expect(html).toContain(PAID);
    expect(html).toContain('SLB-ABCDEFGH23');
    expect(html).toContain('data-testid="lab-booked-window"');
  });

  it('with the database down says the booking cannot be shown, nothing about a payment', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getBookedWindow.mockRejectedValue(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const html = await page({ reference: 'SLB-ABCDEFGH23' });
    expect(html).toContain('This booking cannot be shown right now');
    expect(html).not.toContain(PAID);
  });

  it('is never indexed', () => {
    expect(JSON.stringify(metadata.robots)).toMatch(/"index":false/);
  });
});
