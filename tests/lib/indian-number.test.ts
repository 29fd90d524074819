/**
 * Indian digit grouping written out (lib/format/indian-number.ts) must read exactly as Intl's
 * en-IN does, which it replaces in the browser: checked against Node's full ICU.
 */
import fc from 'fast-check';
import { formatHundredths, groupIndian } from '@/lib/format/indian-number';

const intlWhole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const intlPad = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('groupIndian', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [123456, '1,23,456'],
    [1234567, '12,34,567'],
    [-1234567, '-12,34,567'],
  ])('%d reads %s', (n, text) => {
    expect(groupIndian(n)).toBe(text);
  });

  it('reads as Intl en-IN for every safe whole number', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(groupIndian(n)).toBe(intlWhole.format(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not a safe whole number', () => {
    expect(() => groupIndian(1.5)).toThrow(RangeError);
    expect(() => groupIndian(Number.NaN)).toThrow(RangeError);
    expect(() => groupIndian(2 ** 60)).toThrow(RangeError);
  });
});

describe('formatHundredths', () => {
  it.each([
    [125000, '1,250'],
    [125050, '1,250.50'],
    [5330, '53.30'],
    [5305, '53.05'],
    [1, '0.01'],
    [0, '0'],
    [-2550, '-25.50'],
  ])('%d paise reads %s', (paise, text) => {
    expect(formatHundredths(paise)).toBe(text);
  });

  it('reads as Intl en-IN for any amount in paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        const padded =
          paise % 100 === 0 ? intlWhole.format(paise / 100) : intlPad.format(paise / 100);
        expect(formatHundredths(paise)).toBe(padded);
      }),
      { numRuns: 2000 },
    );
  });
});
