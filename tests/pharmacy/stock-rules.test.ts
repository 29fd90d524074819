import { MAX_QUANTITY } from '@/lib/pharmacy/cart-math';
import { LOW_STOCK, shownStock, stockNote } from '@/lib/pharmacy/stock-rules';

describe('what a shopper is told of the units on hand', () => {
  it.each([
    [true, 0, 0],
    [true, -2, 0],
    [true, 3, 3],
    [true, MAX_QUANTITY, MAX_QUANTITY],
    [true, MAX_QUANTITY + 1, MAX_QUANTITY],
    [true, 480, MAX_QUANTITY],
    [false, 480, 0],
  ])('offered %s with %i on hand: %i', (offered, stock, shown) => {
    expect(shownStock(offered, stock)).toBe(shown);
  });

  it('the capped figure still says everything the pages say', () => {
    // 'Only N left' needs the exact count up to LOW_STOCK, and the cart's limit up to MAX_QUANTITY.
    expect(LOW_STOCK).toBeLessThan(MAX_QUANTITY);
    expect(stockNote(shownStock(true, 480))).toBeNull();
    expect(stockNote(shownStock(true, LOW_STOCK))).toBe(`Only ${LOW_STOCK} left`);
    expect(stockNote(shownStock(false, 480))).toBe('Out of stock');
  });
});
