/** Where e-prescriptions are written and fetched; references only, nothing personal. */
export const prescriptionFormHref = (reference: string) =>
  `/staff/consultations/${encodeURIComponent(reference)}/prescription`;

/** The patient's PDF download (the account guard or the appointment's access grant). */
export const prescriptionPdfHref = (reference: string) =>
  `/appointment/prescription/${encodeURIComponent(reference)}`;

/** The pharmacist's view of the PDF of an order's e-prescription. */
export const staffPrescriptionPdfHref = (orderId: number) =>
  `/staff/orders/${orderId}/e-prescription`;
