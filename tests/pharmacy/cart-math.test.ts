import { cartTotals, isValidQuantity, MAX_QUANTITY } from '@/lib/pharmacy/cart-math';
import { cutName, discountLabel } from '@/lib/pharmacy/display';

describe('cart totals in paise', () => {
  const lines = [
    { pricePaise: 3000, mrpPaise: 4000, quantity: 3 },
    { pricePaise: 12050, mrpPaise: 15000, quantity: 1 },
  ];

  it('adds total_price x quantity per line', () => {
    const t = cartTotals(lines);
    expect(t.subtotalPaise).toBe(21050);
    expect(t.mrpTotalPaise).toBe(27000);
    expect(t.totalPaise).toBe(21050);
    expect(t.couponPaise).toBe(0);
  });

  it('takes the coupon off the total (to pay = total - total x percent / 100), rounded to the paisa', () => {
    const t = cartTotals(lines, 15);
    // 15% of 210.50 = 31.575 -> 31.58
    expect(t.couponPaise).toBe(3158);
    expect(t.totalPaise).toBe(17892);
    expect(t.savedPercent).toBe(Math.round(((27000 - 17892) / 27000) * 100));
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([], 10)).toMatchObject({ subtotalPaise: 0, totalPaise: 0, savedPercent: 0 });
  });

  it('accepts whole quantities from 1 to the maximum only', () => {
    expect(MAX_QUANTITY).toBe(10);
    expect([1, 5, 10].every(isValidQuantity)).toBe(true);
    expect([0, -1, 1.5, 11, '2', NaN, null].some(isValidQuantity)).toBe(false);
  });
});

describe('display cut-offs', () => {
  it('cuts names to the spec lengths and labels discounts', () => {
    expect(cutName('Paracetamol 500mg Tablet', 20)).toBe('Paracetamol 500mg Ta...');
    expect(cutName('Paracetamol 500mg Tablet', 10)).toBe('Paracetamo...');
    expect(cutName('Short name', 15)).toBe('Short name');
    expect(discountLabel(12)).toBe('12% Off');
  });
});
