import fc from 'fast-check';
import { parseWholeNumber, wholeNumberField } from '@/lib/validation/whole-number';

describe('whole numbers typed into a query', () => {
  it('reads plain digits inside the range', () => {
    expect(parseWholeNumber('1', 1, 50)).toBe(1);
    expect(parseWholeNumber('50', 1, 50)).toBe(50);
    expect(parseWholeNumber('007', 1, 50)).toBe(7);
  });

  it.each([
    '0',
    '51',
    '',
    ' 2',
    '2 ',
    '+2',
    '-2',
    '2.0',
    '1e1',
    '0x10',
    '２',
    '99999999999999999999',
  ])('refuses %j for 1 to 50', (text) => {
    expect(parseWholeNumber(text, 1, 50)).toBeNull();
  });

  it('never answers a number outside the range or one that is not whole', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), fc.nat(1000), (text, max) => {
        const n = parseWholeNumber(text, 1, max);
        return n === null || (Number.isSafeInteger(n) && n >= 1 && n <= max && /^\d+$/.test(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the same rule as an optional yup field', () => {
    const field = wholeNumberField('page must be a whole number', 1, 10);
    expect(field.isValidSync(undefined)).toBe(true);
    expect(field.isValidSync('10')).toBe(true);
    expect(() => field.validateSync('11')).toThrow('page must be a whole number');
    expect(field.isValidSync('1e1')).toBe(false);
  });
});
