/**
 * Where the pharmacy delivers, and what it tells a shopper about it (issue 18): the estimate and
 * fee of a serviceable pincode, 'Not serviceable' otherwise. Pure, for server and browser; the
 * rows are in `serviceable_pincodes` (./delivery-area-reads.ts).
 */
import { formatInr } from '../money';
import { lazyDateFormat } from '../format/lazy-intl';
import { addDays } from '../time/india';

export type DeliveryArea = {
  pincode: string;
  area: string;
  city: string;
  /** Delivered within minDays..maxDays days of the order. */
  minDays: number;
  maxDays: number;
  /** 0 is FREE. */
  feePaise: number;
};

/** A pincode as the delivery form takes it: six digits, the first not 0 (India Post). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export const NOT_SERVICEABLE = 'Not serviceable';

/** The checkout's refusal, before any payment, of an address outside the delivery area. */
export function notServiceableMessage(pincode: string): string {
  return `Sorry, we do not deliver to pincode ${pincode} yet. Please use an address in our delivery area.`;
}

const dayMonth = lazyDateFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Thu, 27 Nov': the latest day the order arrives, counted from today in India. */
export function deliveryBy(area: Pick<DeliveryArea, 'maxDays'>, todayIso: string): string {
  return dayMonth(new Date(`${addDays(todayIso, area.maxDays)}T00:00:00Z`));
}

/** 'FREE' or '₹49': the delivery row of the cart, the pincode box. */
export function deliveryFeeText(feePaise: number): string {
  return feePaise > 0 ? formatInr(feePaise) : 'FREE';
}

/** 'Delivery by Thu, 27 Nov · FREE delivery' under the medicine page's pincode box. */
export function deliveryNote(area: DeliveryArea, todayIso: string): string {
  const fee = area.feePaise > 0 ? `${formatInr(area.feePaise)} delivery` : 'FREE delivery';
  return `Delivery by ${deliveryBy(area, todayIso)} · ${fee}`;
}
