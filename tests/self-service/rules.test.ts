/** The pure rules of the self-service pages: the 4-hour refund line, the masked address, references. */
import { FULL_REFUND_HOURS, refundOnCancel } from '@/lib/self-service/cancellation';
import { cleanReference, manageBookingHref, trackOrderHref } from '@/lib/self-service/links';
import { maskAddress } from '@/lib/self-service/mask';

describe('the refund rule of a cancellation', () => {
  const startsAt = new Date('2030-03-16T07:00:00Z');
  const before = (ms: number) => new Date(startsAt.getTime() - ms);
  it('refunds in full up to 4 hours before, and nothing after', () => {
    expect(FULL_REFUND_HOURS).toBe(4);
    expect(refundOnCancel(startsAt, before(2 * 86_400_000))).toBe(true);
    expect(refundOnCancel(startsAt, before(4 * 3_600_000))).toBe(true);
    expect(refundOnCancel(startsAt, before(4 * 3_600_000 - 1))).toBe(false);
    expect(refundOnCancel(startsAt, before(0))).toBe(false);
    expect(refundOnCancel(startsAt, before(-60_000))).toBe(false);
  });
});

describe('the masked delivery address', () => {
  it.each([
    [
      'Flat 4B, 12 MG Road, Indiranagar, Bengaluru',
      'F••• •••, ••• M••• R•••, Indiranagar, Bengaluru',
    ],
    ['12 MG Road, Bangalore', '••• M••• R•••, Bangalore'],
    ['Near the temple\nKoramangala\nBengaluru', 'N••• t••• t•••, Koramangala, Bengaluru'],
    ['Somewhere', 'S•••'],
    ['House 9 Whitefield', 'H••• ••• Whitefield'],
  ])('%j shows as %j', (address, shown) => {
    expect(maskAddress(address)).toBe(shown);
  });

  it('never shows the house or street', () => {
    const shown = maskAddress('Door 221B, Baker Street, Jayanagar, Bengaluru');
    expect(shown).not.toMatch(/221B|Baker|Street/);
    expect(shown).toContain('Jayanagar, Bengaluru');
  });
});

describe('references and links', () => {
  it('accepts only references of the form the site issues, upper-cased', () => {
    expect(cleanReference(' smh-ab12cd34ef ', 'SMH')).toBe('SMH-AB12CD34EF');
    expect(cleanReference('SPH-AB12CD34EF', 'SMH')).toBeUndefined();
    expect(cleanReference('SMH-AB12CD34EF<script>', 'SMH')).toBeUndefined();
    expect(cleanReference(['SMH-AB12CD34EF'], 'SMH')).toBeUndefined();
  });

  it('links carry the reference only', () => {
    expect(manageBookingHref('SMH-AB12CD34EF')).toBe(
      '/appointment/manage?reference=SMH-AB12CD34EF',
    );
    expect(trackOrderHref('SPH-AB12CD34EF')).toBe('/pharmacy/order?reference=SPH-AB12CD34EF');
  });
});
