import { MANAGE_BOOKING_PATH } from '@/lib/self-service/links';

/** Where e-prescriptions are written and fetched; references only, nothing personal. */
export const prescriptionFormHref = (reference: string) =>
  `/staff/consultations/${encodeURIComponent(reference)}/prescription`;

/**
 * The patient's PDF download, under the booking's self-service path so that the one-time code's
 * access cookie (scoped to that path) reaches it as the account's session does.
 */
export const prescriptionPdfHref = (reference: string) =>
  `${MANAGE_BOOKING_PATH}/e-prescription?reference=${encodeURIComponent(reference)}`;

/** Its medicines and tests as cart lines, for the same people as the PDF. */
export const prescriptionCartsHref = (reference: string) =>
  `${MANAGE_BOOKING_PATH}/e-prescription/carts?reference=${encodeURIComponent(reference)}`;

/** The pharmacist's view of the PDF of an order's e-prescription. */
export const staffPrescriptionPdfHref = (orderId: number) =>
  `/staff/orders/${orderId}/e-prescription`;
