import fc from 'fast-check';
import { cartTotals } from '@/lib/pharmacy/cart-math';
import { financialYearOf, formatInvoiceNumber } from '@/lib/invoices/number';
import { computeTax, shareInProportion, splitInclusive, taxByRate } from '@/lib/invoices/tax';
import { parseSeller } from '@/lib/invoices/seller-settings';
import { rs } from '@/lib/invoices/pdf';

const line = (unitPricePaise: number, quantity = 1, gstPercent = 12) => ({
  description: 'Medicine',
  hsnCode: '3004',
  gstPercent,
  quantity,
  unitPricePaise,
});

describe('GST taken out of tax-inclusive prices', () => {
  it('works out a line by hand: Rs. 112 at 12% is Rs. 100 taxable, Rs. 6 + Rs. 6', () => {
    expect(splitInclusive(11200, 12)).toEqual({
      taxablePaise: 10000,
      cgstPaise: 600,
      sgstPaise: 600,
    });
  });

  it('puts the odd paisa on CGST', () => {
    // Rs. 1.05 at 5%: taxable Rs. 1.00, tax 5 paise: 3 CGST, 2 SGST.
    const { taxablePaise, cgstPaise, sgstPaise } = splitInclusive(105, 5);
    expect(taxablePaise).toBe(100);
    expect([cgstPaise, sgstPaise]).toEqual([3, 2]);
  });

  it('leaves a 0% line all taxable', () => {
    expect(splitInclusive(9999, 0)).toEqual({ taxablePaise: 9999, cgstPaise: 0, sgstPaise: 0 });
  });

  it('spreads a discount in proportion, to the paisa', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(shareInProportion(2100, [9000, 12000])).toEqual([900, 1200]);
  });

  it('taxes delivery as a service at 18% (SAC 9968), undiscounted, and the lines sum to what was paid', () => {
    const tax = computeTax({
      lines: [line(3000, 3), line(12000, 1, 5)],
      discountPaise: 2100,
      deliveryFeePaise: 4900,
    });
    expect(tax.lines.map((l) => l.discountPaise)).toEqual([900, 1200]);
    expect(tax.lines[0]).toMatchObject({
      valuePaise: 8100,
      taxablePaise: 7232,
      cgstPaise: 434,
      sgstPaise: 434,
    });
    expect(tax.delivery).toMatchObject({
      hsnCode: '9968',
      gstPercent: 18,
      valuePaise: 4900,
      taxablePaise: 4153,
    });
    expect(tax.totals.totalPaise).toBe(9000 + 12000 - 2100 + 4900);
    expect(taxByRate(tax).map((r) => r.gstPercent)).toEqual([5, 12, 18]);
  });

  it('property: per line and in total, taxable + CGST + SGST is exactly what was paid', () => {
    const lineArb = fc.record({
      unitPricePaise: fc.integer({ min: 1, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
      gstPercent: fc.constantFrom(0, 5, 12, 18, 28),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(0, 4900, 9900),
        (lines, couponPercent, fee) => {
          const cart = cartTotals(
            lines.map((l) => ({
              pricePaise: l.unitPricePaise,
              mrpPaise: l.unitPricePaise,
              quantity: l.quantity,
            })),
            couponPercent,
            fee,
          );
          const tax = computeTax({
            lines: lines.map((l) => ({ ...l, description: 'M', hsnCode: '3004' })),
            discountPaise: cart.couponPaise,
            deliveryFeePaise: cart.deliveryPaise,
          });
          const all = tax.delivery ? [...tax.lines, tax.delivery] : tax.lines;
          for (const l of all) {
            expect(l.taxablePaise + l.cgstPaise + l.sgstPaise).toBe(l.valuePaise);
            expect(l.cgstPaise - l.sgstPaise).toBeGreaterThanOrEqual(0);
            expect(l.cgstPaise - l.sgstPaise).toBeLessThanOrEqual(1);
            expect(l.valuePaise).toBeGreaterThanOrEqual(0);
          }
          const t = tax.totals;
          expect(t.taxablePaise + t.cgstPaise + t.sgstPaise).toBe(cart.totalPaise);
          expect(t.totalPaise).toBe(cart.totalPaise);
          const rates = taxByRate(tax);
          expect(rates.reduce((s, r) => s + r.taxablePaise + r.cgstPaise + r.sgstPaise, 0)).toBe(
            cart.totalPaise,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('financial years in India time', () => {
  it.each([
    ['2026-03-31T18:29:59Z', '2025-26'], // 31 March 23:59:59 in India
    ['2026-03-31T18:30:00Z', '2026-27'], // 1 April 00:00 in India, still 31 March in UTC
    ['2027-03-31T18:29:59Z', '2026-27'],
    ['2099-12-31T12:00:00Z', '2099-00'],
  ])('%s is in %s', (instant, year) => {
    expect(financialYearOf(new Date(instant))).toBe(year);
  });

  it('numbers fit the 16 characters of CGST Rules r. 46(b)', () => {
    expect(formatInvoiceNumber('2026-27', 1)).toBe('SMH/26-27/000001');
    expect(formatInvoiceNumber('2026-27', 999_999)).toHaveLength(16);
  });
});

describe('seller settings', () => {
  const good = { legalName: 'X Pvt Ltd', address: 'Bangalore', gstin: '29AAKCS1234F1Z5' };
  it('wants a name, an address and a well-formed GSTIN', () => {
    expect(parseSeller(good)).toMatchObject({
      gstin: '29AAKCS1234F1Z5',
      stateCode: '29',
      drugLicences: [],
    });
    expect(parseSeller({ ...good, gstin: '' })).toBeNull();
    expect(parseSeller({ ...good, gstin: '29AAKCS1234F1X5' })).toBeNull();
    expect(parseSeller(undefined)).toBeNull();
  });

  it('shows money as Rs. with Indian grouping and both paise digits', () => {
    expect(rs(12345678)).toBe('Rs. 1,23,456.78');
    expect(rs(500)).toBe('Rs. 5.00');
  });
});
