/**
 * The lab cart's rules (issue 17): one line per item, a package and one of its own tests never
 * both (a test is refused beside its package; a package replaces its tests, and says so),
 * quantities from 1 to LAB_MAX_QUANTITY, the line limit, the patients a cart needs, its totals,
 * and the collection dates' tab labels.
 */
import { LAB_MAX_LINES, LAB_MAX_QUANTITY, LAB_MESSAGES } from '@/lib/lab/booking-rules';
import {
  addToLabCart,
  labCartItem,
  patientsNeeded,
  replacedTestsMessage,
  stepQuantity,
  type LabCartItem,
  type LabCartLine,
} from '@/lib/lab/cart-rules';
import { collectionDayLabel } from '@/lib/lab/display';
import { cartTotals } from '@/lib/pharmacy/cart-math';

const test = (id: number, name: string, pricePaise = 50_000): LabCartItem => ({
  id,
  slug: `test-${id}`,
  name,
  kind: 'test',
  testIds: [],
  pricePaise,
  mrpPaise: pricePaise * 2,
});
const pkg = (id: number, name: string, testIds: number[], pricePaise = 150_000): LabCartItem => ({
  id,
  slug: `package-${id}`,
  name,
  kind: 'package',
  testIds,
  pricePaise,
  mrpPaise: pricePaise * 2,
});

const TSH = test(1, 'TSH');
const FREE_T4 = test(2, 'Free T4');
const LIPID = test(3, 'Lipid Profile');
const THYROID = pkg(10, 'Thyroid Care Package', [1, 2, 4]);

/** Adds each item in turn, as a visitor would, and answers the cart and the last outcome. */
function addAll(...items: LabCartItem[]) {
  let lines: LabCartLine[] = [];
  let outcome;
  for (const item of items) ({ lines, outcome } = addToLabCart(lines, item));
  return { lines, outcome: outcome! };
}

describe('adding to the lab cart', () => {
  it('adds with quantity 1 and keeps one line per test or package', () => {
    const { lines, outcome } = addAll(TSH, LIPID, TSH);
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      [1, 1],
      [3, 1],
    ]);
    expect(outcome).toEqual({ result: 'in-cart' });
  });

  it('refuses a test that a package in the cart already includes, saying why', () => {
    const { lines, outcome } = addAll(THYROID, LIPID, TSH);
    expect(lines.map((l) => l.id)).toEqual([10, 3]);
    expect(outcome).toEqual({
      result: 'refused',
      message:
        'Thyroid Care Package already includes TSH: the test is done once, on the same sample, so it cannot also be booked on its own.',
    });
  });

  it('lets a package replace its own tests, and names them', () => {
    const { lines, outcome } = addAll(TSH, LIPID, FREE_T4, THYROID);
    expect(lines.map((l) => l.id)).toEqual([3, 10]);
    expect(outcome.result).toBe('added');
    const replaced = outcome.result === 'added' ? outcome.replaced : [];
    expect(replaced.map((l) => l.name)).toEqual(['TSH', 'Free T4']);
    expect(replacedTestsMessage(THYROID, replaced)).toBe(
      'Thyroid Care Package already includes TSH and Free T4: they were removed from your cart, as each test is done once, on the same sample.',
    );
    expect(replacedTestsMessage(THYROID, replaced.slice(0, 1))).toBe(
      'Thyroid Care Package already includes TSH: it was removed from your cart, as each test is done once, on the same sample.',
    );
  });

  it('gives a package as many people as the tests it replaces were for', () => {
    const tsh = addToLabCart([], TSH).lines.map((line) => ({ ...line, quantity: 3 }));
    const withT4 = addToLabCart(tsh, FREE_T4).lines;
    const { lines } = addToLabCart(withT4, THYROID);
    expect(lines).toEqual([expect.objectContaining({ id: THYROID.id, quantity: 3 })]);
    // Alone, a package is for one person.
    expect(addToLabCart([], THYROID).lines).toEqual([
      expect.objectContaining({ id: THYROID.id, quantity: 1 }),
    ]);
  });

  it('keeps two packages that share tests (only a package beside its own test conflicts)', () => {
    const other = pkg(11, 'Wellness Package', [1, 3]);
    const { lines, outcome } = addAll(THYROID, other);
    expect(outcome).toEqual({ result: 'added', replaced: [] });
    expect(lines.map((l) => l.id)).toEqual([10, 11]);
  });

  it('refuses more lines than one booking takes', () => {
    const many = Array.from({ length: LAB_MAX_LINES + 1 }, (_, i) => test(100 + i, `T${i}`));
    const { lines, outcome } = addAll(...many);
    expect(lines).toHaveLength(LAB_MAX_LINES);
    expect(outcome).toEqual({ result: 'refused', message: LAB_MESSAGES.itemsTooMany });
  });

  it('keeps only what a line needs from a card', () => {
    const card = { ...TSH, summary: 'long text', image: '/x.svg', fastingHours: 0 };
    expect(Object.keys(labCartItem(card)).sort()).toEqual(
      ['id', 'kind', 'mrpPaise', 'name', 'pricePaise', 'slug', 'testIds'].sort(),
    );
  });
});

describe('quantities, patients and totals', () => {
  it('moves a quantity between 1 and LAB_MAX_QUANTITY', () => {
    let { lines } = addAll(TSH, LIPID);
    lines = stepQuantity(lines, 1, -1);
    expect(lines[0].quantity).toBe(1);
    for (let i = 0; i < LAB_MAX_QUANTITY + 3; i++) lines = stepQuantity(lines, 1, 1);
    expect(lines[0].quantity).toBe(LAB_MAX_QUANTITY);
    expect(lines[1].quantity).toBe(1);
    lines = stepQuantity(lines, 1, -1);
    expect(lines[0].quantity).toBe(LAB_MAX_QUANTITY - 1);
  });

  it('needs one patient per person on the most-shared line', () => {
    expect(patientsNeeded([])).toBe(0);
    let { lines } = addAll(TSH, LIPID);
    expect(patientsNeeded(lines)).toBe(1);
    lines = stepQuantity(stepQuantity(lines, 3, 1), 3, 1);
    expect(patientsNeeded(lines)).toBe(3);
  });

  it('totals price x people, the MRP and the saving, with a coupon off the price', () => {
    let { lines } = addAll(LIPID, THYROID);
    lines = stepQuantity(lines, 10, 1);
    // Lipid Profile 500 x 1 + package 1,500 x 2 = 3,500; MRP twice that.
    const totals = cartTotals(lines, 10);
    expect(totals.subtotalPaise).toBe(350_000);
    expect(totals.mrpTotalPaise).toBe(700_000);
    expect(totals.couponPaise).toBe(35_000);
    expect(totals.totalPaise).toBe(315_000);
    expect(totals.savedPercent).toBe(55);
  });
});

describe('collection date tabs', () => {
  it("says 'Today', 'Tomorrow', then the weekday, day and month", () => {
    expect(collectionDayLabel('2026-11-26', '2026-11-26')).toBe('Today');
    expect(collectionDayLabel('2026-11-27', '2026-11-26')).toBe('Tomorrow');
    expect(collectionDayLabel('2026-11-28', '2026-11-26')).toBe('Sat 28 Nov');
    expect(collectionDayLabel('2027-01-01', '2026-12-30')).toBe('Fri 1 Jan');
  });
});
