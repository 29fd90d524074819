import Link from 'next/link';
import { signOutAction } from '@/app/staff/actions';
import { getDb } from '@/lib/db';
import { refundsDue } from '@/lib/booking/staff-appointments';
import { countNewApplications } from '@/lib/careers/staff-applications';
import { countNewLeads } from '@/lib/leads/queue';
import { countOrdersToAct } from '@/lib/pharmacy/staff-orders';
import { mayUse, ROLE_LABELS, type StaffArea } from '@/lib/staff/roles';
import type { StaffActor } from '@/lib/staff/sessions';
import styles from './staff.module.css';

type Item = { href: string; label: string; area: StaffArea; count?: number };

/** The console's navigation: only what the member's role may open, with counts of new work. */
export async function StaffNav({ staff }: { staff: StaffActor }) {
  const db = await getDb();
  const [leads, orders, due, applications] = await Promise.all([
    mayUse(staff.role, 'leads') ? countNewLeads(db) : null,
    mayUse(staff.role, 'pharmacy_orders') ? countOrdersToAct(db) : null,
    mayUse(staff.role, 'appointments') ? refundsDue(db).then((rows) => rows.length) : undefined,
    mayUse(staff.role, 'applications') ? countNewApplications(db) : undefined,
  ]);
  const items: Item[] = [
    { href: '/staff', label: 'Overview', area: 'dashboard' },
    { href: '/staff/callbacks', label: 'Callback requests', area: 'leads', count: leads?.callback },
    { href: '/staff/messages', label: 'Contact messages', area: 'leads', count: leads?.message },
    { href: '/staff/appointments', label: 'Appointments', area: 'appointments' },
    { href: '/staff/refunds', label: 'Payments to refund', area: 'appointments', count: due },
    { href: '/staff/schedules', label: 'Doctor leave and fees', area: 'schedules' },
    {
      href: '/staff/orders',
      label: 'Pharmacy orders',
      area: 'pharmacy_orders',
      count: orders?.toAct,
    },
    { href: '/staff/medicines', label: 'Medicines and stock', area: 'pharmacy_orders' },
    {
      href: '/staff/applications',
      label: 'Job applications',
      area: 'applications',
      count: applications,
    },
    { href: '/staff/treatments', label: 'Treatments', area: 'content' },
    { href: '/staff/audit', label: 'Audit log', area: 'audit' },
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
          .filter((item) => mayUse(staff.role, item.area))
          .map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={styles.navLink}>
                {item.label}
                {item.count ? (
                  <span className={styles.count}>
                    {item.count}
                    <span className="visually-hidden"> new</span>
                  </span>
                ) : null}
              </Link>
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
