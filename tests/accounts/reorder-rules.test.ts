import {
  addMonths,
  pickLines,
  prescriptionVerdict,
  REORDER_MESSAGES,
  type TodaysMedicine,
} from '@/lib/accounts/reorder-rules';
import { mergeReorderLines } from '@/components/account/reorder-cart';
import type { CartLine } from '@/components/cart/cart-store';
import { MAX_CART_LINES } from '@/lib/pharmacy/cart-math';

const med = (id: number, over: Partial<TodaysMedicine> = {}): TodaysMedicine => ({
  id,
  name: `M${id}`,
  offered: true,
  schedule: 'OTC',
  freeUnits: 100,
  ...over,
});

describe('reorder lines', () => {
  it('caps by free units and the cart limit, and leaves out what cannot be sold', () => {
    const today = new Map(
      [
        med(1, { freeUnits: 3 }),
        med(2),
        med(3, { offered: false }),
        med(4, { schedule: 'X' }),
        med(5, { freeUnits: 0 }),
      ].map((m) => [m.id, m]),
    );
    const { picked, leftOut } = pickLines(
      [
        { id: 1, quantity: 5 },
        { id: 2, quantity: 10 },
        { id: 3, quantity: 1 },
        { id: 4, quantity: 1 },
        { id: 5, quantity: 1 },
        { id: 6, quantity: 1 },
      ],
      today,
    );
    expect(picked).toEqual([
      { id: 1, quantity: 3, asked: 5 },
      { id: 2, quantity: 10, asked: 10 },
    ]);
    expect(leftOut.map((l) => [l.id, l.reason])).toEqual([
      [3, REORDER_MESSAGES.unavailable],
      [4, REORDER_MESSAGES.notSoldOnline],
      [5, REORDER_MESSAGES.outOfStock],
      [6, REORDER_MESSAGES.unavailable],
    ]);
  });

  it('merges into the cart: a reordered medicine replaces its line, the rest stays, 50 at most', () => {
    const line = (id: number, quantity = 1) => ({ id, name: `M${id}`, quantity }) as CartLine;
    expect(mergeReorderLines([line(1), line(2, 4)], [line(2, 1), line(3)])).toEqual([
      line(1),
      line(2, 1),
      line(3),
    ]);
    const many = Array.from({ length: 60 }, (_, i) => line(i + 1));
    expect(mergeReorderLines(many, [])).toHaveLength(MAX_CART_LINES);
  });
});

describe('prescription verdicts', () => {
  const now = new Date('2027-06-15T06:00:00Z');
  const uploaded = (monthsAgo: number) => addMonths(now, -monthsAgo);

  it('asks nothing of an OTC cart', () => {
    expect(prescriptionVerdict(['OTC'], { uploadedAt: null, approved: false }, now)).toEqual({
      kind: 'none',
    });
  });

  it('reuses an accepted Schedule H prescription until 6 months after its upload', () => {
    const valid = prescriptionVerdict(
      ['H', 'OTC'],
      { uploadedAt: uploaded(5), approved: true },
      now,
    );
    expect(valid).toEqual({ kind: 'reuse', validUntil: addMonths(uploaded(5), 6) });
    expect(
      prescriptionVerdict(['H'], { uploadedAt: uploaded(6), approved: true }, now),
    ).toMatchObject({ kind: 'new', reason: 'expired' });
  });

  it('never for H1, nor without pages or a pharmacist’s acceptance', () => {
    const fresh = { uploadedAt: uploaded(1), approved: true };
    expect(prescriptionVerdict(['H', 'H1'], fresh, now)).toMatchObject({ reason: 'schedule_h1' });
    expect(prescriptionVerdict(['H'], { ...fresh, approved: false }, now)).toMatchObject({
      reason: 'not_approved',
    });
    expect(prescriptionVerdict(['H'], { uploadedAt: null, approved: true }, now)).toMatchObject({
      reason: 'no_pages',
    });
  });
});
