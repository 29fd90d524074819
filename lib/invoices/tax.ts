/**
 * A pharmacy order's GST split (issue 46; docs/decisions/gst-invoices.md), in integer paise and
 * pure, so the invoice PDF, its e-mail and the tests work from one arithmetic. Prices are
 * GST-inclusive: the tax is taken out of what was paid, never added to it, and the invoice's
 * lines add up to `orders.total_paise` exactly.
 *
 * - The coupon's discount is spread over the medicine lines in proportion to their value
 *   (largest remainders, so the shares add up to the discount to the paisa) and lowers each
 *   line's value before its tax is worked out: a discount given at the sale reduces the taxable
 *   value (CGST Act s. 15(3)(a)).
 * - The delivery fee is its own line, a service (SAC 9968, 18%), never discounted.
 * - Per line: taxable = round(value x 100 / (100 + rate)), tax = value - taxable. Within the
 *   state (Karnataka to Karnataka) the tax is half CGST and half SGST; an odd paisa goes to CGST.
 */

/** The delivery fee's service code and rate (postal and courier services). */
export const DELIVERY_SAC = '9968';
export const DELIVERY_GST_PERCENT = 18;

export type TaxLineInput = {
  description: string;
  hsnCode: string;
  gstPercent: number;
  quantity: number;
  unitPricePaise: number;
};

export type TaxedLine = TaxLineInput & {
  /** Price x quantity, before the coupon. */
  grossPaise: number;
  /** This line's share of the coupon's discount. */
  discountPaise: number;
  /** What was paid for the line: gross less its discount, tax included. */
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
};

export type TaxInput = {
  lines: readonly TaxLineInput[];
  discountPaise: number;
  deliveryFeePaise: number;
};

export type TaxTotals = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** Taxable + CGST + SGST over every line, the delivery's included: what was paid. */
  totalPaise: number;
};

export type TaxBreakdown = {
  lines: TaxedLine[];
  /** The delivery fee as a line, or null when it was free. */
  delivery: TaxedLine | null;
  totals: TaxTotals;
};

/** Tax-inclusive `valuePaise` at `rate` percent, split into taxable value, CGST and SGST. */
export function splitInclusive(valuePaise: number, rate: number) {
  const taxablePaise = Math.round((valuePaise * 100) / (100 + rate));
  const tax = valuePaise - taxablePaise;
  const sgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise: tax - sgstPaise, sgstPaise };
}

/**
 * `total` spread over `weights` in proportion, in whole paise adding up to `total`: each share
 * rounded down, the paise left over given to the largest remainders (earlier lines first on a tie).
 */
export function shareInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, rest: value - shares[i] }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

function taxLine(input: TaxLineInput, discountPaise: number): TaxedLine {
  const grossPaise = input.unitPricePaise * input.quantity;
  const valuePaise = grossPaise - discountPaise;
  return {
    ...input,
    grossPaise,
    discountPaise,
    valuePaise,
    ...splitInclusive(valuePaise, input.gstPercent),
  };
}

/** The invoice's lines and totals; `totals.totalPaise` is what the order cost. */
export function computeTax({ lines, discountPaise, deliveryFeePaise }: TaxInput): TaxBreakdown {
  const gross = lines.map((line) => line.unitPricePaise * line.quantity);
  const discounts = shareInProportion(discountPaise, gross);
  const taxed = lines.map((line, i) => taxLine(line, discounts[i]));
  const delivery =
    deliveryFeePaise > 0
      ? taxLine(
          {
            description: 'Delivery charges',
            hsnCode: DELIVERY_SAC,
            gstPercent: DELIVERY_GST_PERCENT,
            quantity: 1,
            unitPricePaise: deliveryFeePaise,
          },
          0,
        )
      : null;
  const all = delivery ? [...taxed, delivery] : taxed;
  const sum = (pick: (line: TaxedLine) => number) => all.reduce((s, l) => s + pick(l), 0);
  const totals = {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    totalPaise: sum((l) => l.valuePaise),
  };
  return { lines: taxed, delivery, totals };
}

/** Tax per rate, as the invoice's summary table shows it (rates in ascending order). */
export function taxByRate(breakdown: TaxBreakdown) {
  const all = breakdown.delivery ? [...breakdown.lines, breakdown.delivery] : breakdown.lines;
  const byRate = new Map<number, { taxablePaise: number; cgstPaise: number; sgstPaise: number }>();
  for (const line of all) {
    const row = byRate.get(line.gstPercent) ?? { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 };
    row.taxablePaise += line.taxablePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    byRate.set(line.gstPercent, row);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([gstPercent, row]) => ({ gstPercent, ...row }));
}
