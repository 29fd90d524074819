import { signOutAction } from '@/app/staff/actions';
import type { NavCounts } from '@/lib/staff/nav-counts';
import { mayUse, ROLE_LABELS, type StaffArea } from '@/lib/staff/roles';
import type { StaffActor } from '@/lib/staff/sessions';
import { NavLink } from './nav-link';
import styles from './staff.module.css';

/** An entry shows when the role may use any of its areas. */
type Item = { href: string; label: string; areas: StaffArea[]; count?: number };

/**
 * The console's navigation: only what the member's role may open, with counts of new work
 * (lib/staff/nav-counts.ts, read by the console's layout).
 */
export function StaffNav({ staff, counts }: { staff: StaffActor; counts: NavCounts }) {
  const { leads, orders, due, applications, lab } = counts;
  const items: Item[] = [
    { href: '/staff', label: 'Overview', areas: ['dashboard'] },
    { href: '/staff/consultations', label: 'Consultations', areas: ['consultations'] },
    {
      href: '/staff/callbacks',
      label: 'Callback requests',
      areas: ['leads'],
      count: leads?.callback,
    },
    { href: '/staff/messages', label: 'Contact messages', areas: ['leads'], count: leads?.message },
    { href: '/staff/appointments', label: 'Appointments', areas: ['appointments'] },
    {
      href: '/staff/refunds',
      label: 'Payments to refund',
      areas: ['appointments', 'pharmacy_orders', 'lab_orders'],
      count: due,
    },
    { href: '/staff/schedules', label: 'Doctor leave and fees', areas: ['schedules'] },
    {
      href: '/staff/orders',
      label: 'Pharmacy orders',
      areas: ['pharmacy_orders'],
      count: orders?.toAct,
    },
    { href: '/staff/medicines', label: 'Medicines and stock', areas: ['pharmacy_orders'] },
    {
      href: '/staff/lab-orders',
      label: 'Lab orders',
      areas: ['lab_orders'],
      count: lab ? lab.toCollect + lab.toReport : undefined,
    },
    { href: '/staff/patients', label: 'Patient accounts', areas: ['patients'] },
    {
      href: '/staff/applications',
      label: 'Job applications',
      areas: ['applications'],
      count: applications,
    },
    { href: '/staff/home', label: 'Home page', areas: ['content'] },
    { href: '/staff/doctors', label: 'Doctors', areas: ['content'] },
    { href: '/staff/departments', label: 'Departments', areas: ['content'] },
    { href: '/staff/treatments', label: 'Treatments', areas: ['content'] },
    { href: '/staff/blogs', label: 'Blog posts', areas: ['content'] },
    { href: '/staff/jobs', label: 'Vacancies', areas: ['content'] },
    { href: '/staff/coupons', label: 'Coupons', areas: ['content'] },
    { href: '/staff/audit', label: 'Audit log', areas: ['audit'] },
    { href: '/staff/outbox', label: 'Messages sent', areas: ['notifications'] },
    { href: '/staff/vitals', label: 'Page speed (visitors)', areas: ['vitals'] },
    { href: '/staff/privacy-requests', label: 'Privacy requests', areas: ['privacy'] },
    { href: '/staff/accounts', label: 'Staff accounts', areas: ['accounts'] },
    { href: '/staff/security', label: 'Two-step sign-in', areas: ['dashboard'] },
  ];
  return (
    <nav aria-label="Staff console" className={styles.nav}>
      <p className={styles.brand}>Saithunga staff</p>
      <p className={styles.who}>
        {staff.name}
        <span className={styles.role}>{ROLE_LABELS[staff.role]}</span>
      </p>
      <ul role="list" className={styles.navList}>
        {items
          .filter((item) => item.areas.some((area) => mayUse(staff.role, area)))
          .map((item) => (
            <li key={item.href}>
              <NavLink href={item.href}>
                {item.label}
                {item.count ? (
                  <span className={styles.count}>
                    {item.count}
                    <span className="visually-hidden"> new</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
      </ul>
      <form action={signOutAction}>
        <button type="submit" className="btn btn-outline btn-sm">
          Sign out
        </button>
      </form>
    </nav>
  );
}
