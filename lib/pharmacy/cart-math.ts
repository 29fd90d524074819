/**
 * Cart arithmetic in integer paise, shared by the cart screens (display) and the order service
 * (the amount actually charged, computed from database prices).
 * Spec: line price = total_price x quantity; order total = sum of the lines;
 * to pay = total - total x percent / 100, plus the delivery fee of the address's pincode (0 in
 * the city, where the spec's FREE holds; lib/pharmacy/delivery-area.ts).
 */
import { percentOf } from '../money';

/** Largest quantity of one medicine in one order (a pharmacy-sized household supply). */
export const MAX_QUANTITY = 10;
export const MIN_QUANTITY = 1;
/** Distinct medicines one order may hold. */
export const MAX_CART_LINES = 50;

export type PricedLine = { pricePaise: number; mrpPaise: number; quantity: number };

export function isValidQuantity(quantity: unknown): quantity is number {
  return (
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= MIN_QUANTITY &&
    quantity <= MAX_QUANTITY
  );
}

export function linePaise(line: Pick<PricedLine, 'pricePaise' | 'quantity'>): number {
  return line.pricePaise * line.quantity;
}

export function lineMrpPaise(line: Pick<PricedLine, 'mrpPaise' | 'quantity'>): number {
  return line.mrpPaise * line.quantity;
}

export type CartTotals = {
  /** Sum of selling price x quantity ('Cart Total'). */
  subtotalPaise: number;
  /** Sum of MRP x quantity. */
  mrpTotalPaise: number;
  couponPercent: number;
  /** The coupon's share of the subtotal, rounded to the paisa. */
  couponPaise: number;
  /** The delivery fee (never discounted by the coupon); 0 is shown as FREE. */
  deliveryPaise: number;
  /** 'To Pay' / 'Amount To Pay'. */
  totalPaise: number;
  /** 'You Saved {percent}% On This Order': MRP against what the medicines cost, whole percent. */
  savedPercent: number;
};

export function cartTotals(
  lines: readonly PricedLine[],
  couponPercent = 0,
  deliveryPaise = 0,
): CartTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + linePaise(line), 0);
  const mrpTotalPaise = lines.reduce((sum, line) => sum + lineMrpPaise(line), 0);
  const couponPaise = percentOf(subtotalPaise, couponPercent);
  const goodsPaise = subtotalPaise - couponPaise;
  // An empty cart costs nothing: no fee for delivering nothing.
  const fee = lines.length > 0 ? deliveryPaise : 0;
  const totalPaise = goodsPaise + fee;
  const savedPercent =
    mrpTotalPaise > 0 ? Math.round(((mrpTotalPaise - goodsPaise) / mrpTotalPaise) * 100) : 0;
  return {
    subtotalPaise,
    mrpTotalPaise,
    couponPercent,
    couponPaise,
    deliveryPaise: fee,
    totalPaise,
    savedPercent,
  };
}
