/**
 * The privacy notice a patient reads before an account is opened (DPDP Act 2023 s.5 and the
 * 2025 Rules): what is collected, why, for how long, and how consent is withdrawn. Its version
 * goes into the consent ledger with every grant, so a change of wording is a new version: change
 * NOTICE_VERSION whenever the text below changes (tests/accounts/notice.test.ts holds them
 * together). Shown on sign-up and at /account/notice; plain data, no server-only import.
 */

export const NOTICE_VERSION = '2026-12-04';
export const NOTICE_PATH = '/account/notice';

export type NoticeSection = { heading: string; points: string[] };

export const NOTICE: NoticeSection[] = [
  {
    heading: 'What we collect',
    points: [
      'Your mobile number, which you sign in with, and your name.',
      "Your family members' names, dates of birth and genders, if you add them.",
      'Your delivery addresses and, if you add it, your e-mail address.',
      'Your appointments, pharmacy and lab orders, prescriptions you upload and your lab reports.',
    ],
  },
  {
    heading: 'Why',
    points: [
      'To provide care: to book and keep your appointments, prepare and deliver your orders, and give you your reports.',
      'Only if you tick them below: health tips by e-mail, and appointment reminders on WhatsApp.',
    ],
  },
  {
    heading: 'For how long',
    points: [
      'Your account and profile are kept until you erase them.',
      'Records the law makes the hospital keep (clinical records, pharmacy registers, tax invoices) are kept for the periods the law sets, even after the account is erased; the privacy centre says which and for how long.',
    ],
  },
  {
    heading: 'Your choices',
    points: [
      'Withdraw an optional consent, download everything we hold about you, correct it or erase your account at any time in the privacy centre (/account/privacy), each in one click.',
      'For a complaint, write to our grievance officer, whose contact the privacy centre gives.',
    ],
  },
];

/** The optional purposes, each off unless ticked (consent_records.purpose). */
export const OPTIONAL_PURPOSES = [
  {
    field: 'healthTipsEmail',
    purpose: 'health_tips_email',
    label: 'Send me health tips by e-mail',
  },
  {
    field: 'whatsappReminders',
    purpose: 'whatsapp_reminders',
    label: 'Send me appointment reminders on WhatsApp',
  },
] as const;

export const NOTICE_AGREE_LABEL = 'I have read the privacy notice and agree';
