import type { StaffRole } from '../../staff/roles';
import { DEMO_VIDEO_DOCTOR_SLUG } from './video-doctors';

/**
 * The demo's staff accounts, one per role. FOR THE DEMO ONLY: they are marked `demo` and sign in
 * only while the demo's test mode is on (PAYMENT_TEST_MODE=1, as `npm run serve` starts it), so
 * a production start cannot be entered with this published password. README, "Staff console".
 */
export const DEMO_STAFF_PASSWORD = 'demo-staff-password';

export const DEMO_STAFF: { email: string; name: string; role: StaffRole }[] = [
  { email: 'admin@staff.example', name: 'Asha Admin', role: 'admin' },
  { email: 'desk@staff.example', name: 'Dev Desk', role: 'front_desk' },
  { email: 'pharmacist@staff.example', name: 'Priya Pharmacist', role: 'pharmacist' },
  { email: 'lab@staff.example', name: 'Lata Lab', role: 'lab' },
  { email: 'editor@staff.example', name: 'Esha Editor', role: 'editor' },
  { email: 'hr@staff.example', name: 'Hari HR', role: 'hr' },
];

/** The demo's doctor account: Dr. Ananya Rao, who sees patients in the clinic and by video. */
export const DEMO_DOCTOR_EMAIL = 'doctor@staff.example';

/** The demo account of each seeded video doctor (a 'doctor' account linked to the doctor). */
export function demoDoctorEmail(doctorSlug: string): string {
  return doctorSlug === DEMO_VIDEO_DOCTOR_SLUG
    ? DEMO_DOCTOR_EMAIL
    : `doctor.${doctorSlug.replace(/^dr-/, '')}@staff.example`;
}
