import type { StaffRole } from '../../staff/roles';

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
