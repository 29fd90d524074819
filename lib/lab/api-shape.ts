/** The lab answers built from the domain's values, in the API's field names and rupees. */
import { successAnswer } from '@/lib/api/success-answer';
import { paiseToRupees } from '../money';
import type { LabCartQuoteAnswer } from './api-contract';
import type { PricedLabCart } from './pricing';

/** POST /api/lab/cart: the cart priced from the database now. */
export function labCartQuoteAnswer(cart: PricedLabCart): LabCartQuoteAnswer {
  return successAnswer({
    items: cart.lines.map((line) => ({
      _id: String(line.labTestId),
      name: line.name,
      quantity: line.quantity,
      actual_price: paiseToRupees(line.unitMrpPaise),
      total_price: paiseToRupees(line.unitPricePaise),
      line_total: paiseToRupees(line.unitPricePaise * line.quantity),
    })),
    cart_total: paiseToRupees(cart.subtotalPaise),
    mrp_total: paiseToRupees(cart.mrpTotalPaise),
    saved_percent: cart.savedPercent,
  });
}
