import { itemCount, itemsLabel } from '@/lib/item-count';

describe('item count (docs/decisions/item-count.md)', () => {
  it('counts lines, not units: one medicine of quantity 2 is one item', () => {
    expect(itemCount([{ quantity: 2 }])).toBe(1);
    expect(itemCount([{ quantity: 3 }, { quantity: 1 }])).toBe(2);
    expect(itemsLabel(itemCount([{ quantity: 2 }]))).toBe('1 item');
    expect(itemsLabel(2, 'Item')).toBe('2 Items');
    expect(itemsLabel(0)).toBe('0 items');
  });
});
