/**
 * What an erased account leaves behind, for how long and why (issue 46; DPDP Act 2023 s.8(7):
 * personal data goes once its purpose is served "unless retention is necessary for compliance
 * with any law"). The one list the privacy page shows, the export repeats and the erasure's
 * outcome names; the reasons are the laws an Indian hospital, pharmacy and laboratory answer to
 * (docs/decisions/privacy-centre.md has the sources). Pure data, so the page and tests share it.
 */
import { PRESCRIPTION_RETENTION_DAYS } from '@/lib/pharmacy/prescription-rules';

export type RetentionRule = {
  /** What is kept: the record as the patient knows it. */
  record: string;
  /** How long, in words. */
  period: string;
  /** Why: the law that requires it, or the reason the ledger itself needs it. */
  why: string;
};

/** What goes at once when an account is erased. */
export const ERASED_AT_ONCE = [
  'Your account: mobile number, e-mail and sign-in history',
  'Your profile and your family members',
  'Saved addresses',
  'Every signed-in browser (you are signed out everywhere)',
  'Optional consents (health tips, WhatsApp reminders) and sign-in messages',
] as const;

/**
 * What stays, unlinked from any account, each until its period ends. The booking and order rows
 * keep the name, phone and address typed into them: the registers the law requires are about a
 * person, so they cannot be kept without them.
 */
export const KEPT_BY_LAW = {
  appointments: {
    record: 'Appointments (doctor, date, patient details given at booking)',
    period: '3 years from the appointment',
    why: 'Clinical records: the Indian Medical Council (Professional Conduct, Etiquette and Ethics) Regulations 2002, reg. 1.3.1, keep patients’ medical records 3 years from the start of treatment.',
  },
  pharmacyOrders: {
    record: 'Pharmacy orders (medicines sold, to whom, delivery address)',
    period: '3 years from the sale',
    why: 'Drugs and Cosmetics Rules 1945, rule 65: records of sale kept at least 2 years, the Schedule H1 register 3 years; one period for all sales.',
  },
  prescriptions: {
    record: 'Prescriptions uploaded with an order',
    period: `${Math.round(PRESCRIPTION_RETENTION_DAYS / 365)} years from the order, then deleted automatically`,
    why: 'Drugs and Cosmetics Rules 1945, rule 65: a prescription-only medicine is sold against a prescription the pharmacy must be able to show.',
  },
  invoices: {
    record: 'GST tax invoices and the payments and refunds they record',
    period:
      '72 months from the due date of the year’s GST annual return (31 December after the financial year): about 7 to 8 years from the sale',
    why: 'CGST Act 2017 s.36 and CGST Rules rule 56: accounts and invoices kept 72 months after the annual return’s due date.',
  },
  labOrders: {
    record: 'Lab orders and reports (tests, samples, results)',
    period: '3 years from the report',
    why: 'Clinical records, as appointments (IMC Regulations 2002, reg. 1.3.1); a report may be needed for the patient’s later care.',
  },
  consentLedger: {
    record: 'Consent history (purpose, notice version, time), with a one-way code of your number',
    period: '3 years after erasure',
    why: 'The hospital must be able to prove the notice and the consent it relied on (DPDP Act 2023 s.6(10)); logs at least 1 year (DPDP Rules 2025, rule 8(3)). No number, name or address is kept.',
  },
  privacyRequests: {
    record: 'This erasure request and its outcome, with the same one-way code',
    period: '3 years after erasure',
    why: 'To show the Data Protection Board that the request was carried out (DPDP Act 2023 s.12, s.13). No personal data.',
  },
} as const satisfies Record<string, RetentionRule>;

export type KeptRecord = keyof typeof KEPT_BY_LAW;

export const RETENTION_RULES: readonly RetentionRule[] = Object.values(KEPT_BY_LAW);
