/**
 * The closed lists the tables check their text columns against. They live here, beside the schema,
 * so that `lib/db/schema` imports no domain module; each domain re-exports the list it owns and
 * keeps its labels and rules.
 */

/** The Drugs and Cosmetics Rules schedules (lib/pharmacy/schedule.ts). */
export const DRUG_SCHEDULES = ['OTC', 'H', 'H1', 'X'] as const;

/** What is sold through `orders` (lib/orders/kinds.ts). */
export const ORDER_KINDS = ['pharmacy', 'lab'] as const;

/** What one order line is: a medicine, or a lab test or package. */
export const ORDER_ITEM_KINDS = ['medicine', 'lab_test'] as const;

/** A pharmacy order's statuses (lib/pharmacy/order-status.ts). */
export const ORDER_STATUSES = [
  'placed',
  'awaiting_prescription',
  'prescription_approved',
  'prescription_rejected',
  'confirmed',
  'packed',
  'dispatched',
  'delivered',
  'cancelled',
] as const;

/** A lab order's statuses (lib/lab/booking-rules.ts). */
export const LAB_ORDER_STATUSES = ['booked', 'collected', 'report_ready', 'cancelled'] as const;

export const LAB_GENDERS = ['female', 'male', 'other'] as const;

/** A lead's statuses (lib/leads/status.ts). */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;

/** What happened at the hospital for a confirmed booking (lib/booking/attendance.ts). */
export const ATTENDANCE = ['checked_in', 'completed', 'no_show'] as const;

/** A job application's statuses (lib/careers/application-status.ts). */
export const APPLICATION_STATUSES = ['new', 'shortlisted', 'rejected', 'hired'] as const;

/** The console's roles (lib/staff/roles.ts). */
export const STAFF_ROLES = [
  'admin',
  'front_desk',
  'pharmacist',
  'lab',
  'editor',
  'hr',
  'doctor',
] as const;

/** How a family member is related to the account holder (lib/accounts/family.ts). */
export const RELATIONSHIPS = ['self', 'spouse', 'child', 'parent', 'sibling', 'other'] as const;

/** A family member's gender, as the booking form asks it. */
export const PATIENT_GENDERS = ['male', 'female', 'other'] as const;

/**
 * What an account consents to (lib/accounts/consent.ts): 'care' is the service itself (bookings,
 * orders, reports), asked at sign-up; the others are optional, off until chosen.
 */
export const CONSENT_PURPOSES = ['care', 'health_tips_email', 'whatsapp_reminders'] as const;

/** What a patient asks of the privacy centre (lib/accounts/privacy.ts). */
export const PRIVACY_REQUEST_KINDS = ['export', 'correction', 'withdrawal', 'erasure'] as const;
export const PRIVACY_REQUEST_STATUSES = ['done', 'refused'] as const;

/** How a slot of a doctor's schedule may be taken (lib/consult/modes.ts): in the clinic, by video, or either. */
export const SLOT_MODES = ['clinic', 'video', 'both'] as const;

/** How one appointment is held: in the clinic (the spec's flow, the default) or by video. */
export const CONSULT_MODES = ['clinic', 'video'] as const;

/** Who is in a video consultation (lib/consult/access.ts). */
export const CONSULT_SIDES = ['doctor', 'patient'] as const;

/**
 * The Telemedicine Practice Guidelines (2020) lists a medicine belongs to (lib/prescriptions/rules.ts):
 * List O always, List A on a video first consultation, List B only in a follow-up, 'prohibited'
 * (Schedule X, narcotic and psychotropic substances) never by teleconsultation.
 */
export const TELEMEDICINE_LISTS = ['O', 'A', 'B', 'prohibited'] as const;

/** A consultation is a first one or a follow-up of an earlier one with the same doctor. */
export const CONSULTATION_TYPES = ['first', 'follow_up'] as const;

/** What one line of an e-prescription is: a medicine, or an investigation (a lab test). */
export const PRESCRIPTION_ITEM_KINDS = ['medicine', 'investigation'] as const;

/** The metrics a visitor's browser reports (lib/vitals/rules.ts): Core Web Vitals and FCP. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;

/** A visitor's device class, from the viewport's width (lib/vitals/rules.ts). */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;

/** navigator.connection.effectiveType's values, and 'unknown' where the browser has none. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
