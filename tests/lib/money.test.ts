import { formatInr, formatRupees, percentOf, rupeesToPaise } from '@/lib/money';

describe('money', () => {
  it('formats paise as rupees with Indian digit grouping', () => {
    expect(formatRupees(50000)).toBe('500');
    expect(formatRupees(12345678)).toBe('1,23,456.78');
    expect(formatInr(150050)).toBe('₹1,500.50');
    expect(formatInr(5330)).toBe('₹53.30');
  });

  it('converts and takes percentages without floating-point drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(percentOf(99999, 15)).toBe(15000);
  });
});
