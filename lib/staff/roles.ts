/**
 * Staff roles and what each may do (issue 15). The one table the console's pages, server actions
 * and file routes check on the server; pure, so the navigation and tests read the same rules.
 */

import { labelsOf, oneOfGuard } from '../closed-list';
import { STAFF_ROLES } from '../db/schema/constants';

export { STAFF_ROLES };
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS = labelsOf(STAFF_ROLES, { hr: 'HR' });

/**
 * The console's areas. Each page and action names the one it belongs to; an admin may use all
 * of them, every other role only those listed for it below.
 */
export const STAFF_AREAS = [
  'dashboard',
  'leads',
  'appointments',
  'schedules',
  'pharmacy_orders',
  'prescriptions',
  /** Lab orders: home collections and their reports (issue 17). */
  'lab_orders',
  'applications',
  /** Patients' accounts and their timelines (issue 46), every view audited. */
  'patients',
  'content',
  'audit',
  'accounts',
  /** The outbox: every message sent to patients, shoppers and the desk (admins only). */
  'notifications',
  /** Patients' privacy requests and the consent ledger (issue 46; admins only). */
  'privacy',
  /**
   * The doctor's workspace (issue 47): her own consultations, her patients' earlier visits and
   * reports (every view audited), notes and e-prescriptions. Only a 'doctor' account linked to a
   * doctor record works here; an admin sees it but cannot prescribe as a doctor.
   */
  'consultations',
  /** Real visitors' Core Web Vitals per page template (issue 50; admins only). */
  'vitals',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

const AREAS_BY_ROLE: Record<Exclude<StaffRole, 'admin'>, readonly StaffArea[]> = {
  front_desk: ['dashboard', 'leads', 'appointments', 'schedules', 'patients'],
  pharmacist: ['dashboard', 'pharmacy_orders', 'prescriptions', 'lab_orders', 'patients'],
  lab: ['dashboard', 'lab_orders', 'patients'],
  editor: ['dashboard', 'content'],
  hr: ['dashboard', 'applications'],
  doctor: ['consultations'],
};

export function mayUse(role: StaffRole, area: StaffArea): boolean {
  return role === 'admin' || AREAS_BY_ROLE[role].includes(area);
}

export const isStaffRole = oneOfGuard(STAFF_ROLES);
