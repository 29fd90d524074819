/**
 * Intl formatters built at first use (lib/format/lazy-intl.ts): nothing is built until a value is
 * formatted, one object then serves every call, and the text is Intl's own.
 */
import { lazyCollator, lazyDateFormat } from '@/lib/format/lazy-intl';
import { deliveryBy } from '@/lib/pharmacy/delivery-area';
import { dateTabLabel, longDate } from '@/lib/booking/labels';

const OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
};

afterEach(() => jest.restoreAllMocks());

describe('lazyDateFormat', () => {
  it('builds no formatter until the first date, then one for every later date', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const format = lazyDateFormat('en-IN', OPTIONS);
    expect(built).not.toHaveBeenCalled();
    format(new Date(Date.UTC(2026, 10, 27)));
    format(new Date(Date.UTC(2026, 11, 3)));
    expect(built).toHaveBeenCalledTimes(1);
    expect(built).toHaveBeenCalledWith('en-IN', OPTIONS);
  });

  it("reads as Intl's own formatter", () => {
    const date = new Date(Date.UTC(2026, 10, 27));
    expect(lazyDateFormat('en-IN', OPTIONS)(date)).toBe(
      new Intl.DateTimeFormat('en-IN', OPTIONS).format(date),
    );
    expect(lazyDateFormat('en-IN', OPTIONS)(date)).toBe('Fri, 27 Nov');
  });
});

describe('lazyCollator', () => {
  it('builds no collator until the first comparison, and compares as Intl does', () => {
    const built = jest.spyOn(Intl, 'Collator');
    const compare = lazyCollator('en-IN', { sensitivity: 'base', numeric: true });
    expect(built).not.toHaveBeenCalled();
    expect(['Nurse 10', 'nurse 9', 'Ward'].sort(compare)).toEqual(['nurse 9', 'Nurse 10', 'Ward']);
    expect(compare('ICU', 'icu')).toBe(0);
    expect(built).toHaveBeenCalledTimes(1);
  });
});

describe('the formatters that moved to it', () => {
  it('keep their texts', () => {
    expect(deliveryBy({ maxDays: 2 }, '2026-11-25')).toBe('Fri, 27 Nov');
    expect(dateTabLabel('27/11/2026', '2026-11-20')).toBe('Fri, 27 Nov');
    expect(longDate('27/11/2026')).toMatch(/^Friday,? 27 November 2026$/);
  });
});
