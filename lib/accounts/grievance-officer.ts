/**
 * Who answers a patient's privacy grievance (DPDP Act 2023 s.8(10) and s.13; DPDP Rules 2025,
 * r.9 and r.14(3): contact published, answered within 90 days), read from the settings row
 * 'grievance_officer' so the hospital changes it without a release. Pure parsing here; the read
 * is lib/accounts/grievance-read.ts.
 */

export const GRIEVANCE_SETTINGS_KEY = 'grievance_officer';

export type GrievanceOfficer = { name: string; email: string; phone: string };

/** Days within which a grievance is answered (DPDP Rules 2025, r.14(3)). */
export const GRIEVANCE_ANSWER_DAYS = 90;

/** What the page says when the settings row is missing or malformed: the hospital's desk. */
export const FALLBACK_GRIEVANCE_OFFICER: GrievanceOfficer = {
  name: 'The Grievance Officer',
  email: 'care@saithunga.example',
  phone: '8045671234',
};

export function parseGrievanceOfficer(value: unknown): GrievanceOfficer {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = (key: keyof GrievanceOfficer) =>
    typeof v[key] === 'string' && v[key] !== ''
      ? (v[key] as string)
      : FALLBACK_GRIEVANCE_OFFICER[key];
  return { name: text('name'), email: text('email'), phone: text('phone') };
}
