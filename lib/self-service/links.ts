/**
 * Where a patient manages a booking and a shopper tracks an order (issue 16). The reference is
 * filled in through the address; nothing personal ever is (the phone number is typed).
 */
export const MANAGE_BOOKING_PATH = '/appointment/manage';
export const TRACK_ORDER_PATH = '/pharmacy/order';

export const manageBookingHref = (reference: string) =>
  `${MANAGE_BOOKING_PATH}?reference=${encodeURIComponent(reference)}`;

export const trackOrderHref = (reference: string) =>
  `${TRACK_ORDER_PATH}?reference=${encodeURIComponent(reference)}`;

/**
 * A reference of the form the site issues (SMH- for bookings, SPH- for orders, SLB- for lab
 * orders), upper-cased.
 */
export function cleanReference(value: unknown, prefix: 'SMH' | 'SPH' | 'SLB'): string | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return new RegExp(`^${prefix}-[0-9A-Z]{10}$`).test(upper) ? upper : undefined;
}

/** Where a lab order's patient follows the collection and downloads the report (issue 17). */
export const LAB_REPORT_PATH = '/lab-tests/report';

export const labReportHref = (reference: string) =>
  `${LAB_REPORT_PATH}?reference=${encodeURIComponent(reference)}`;
