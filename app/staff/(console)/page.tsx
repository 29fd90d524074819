import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getDb } from '@/lib/db';
import { countConfirmedOn } from '@/lib/booking/staff-appointments';
import { REFUND_DUE_AREA } from '@/lib/checkout/staff-actions';
import { countRefundsWaiting } from '@/lib/checkout/staff-refunds';
import { countNewApplications } from '@/lib/careers/staff-applications';
import { countLabOrdersToAct } from '@/lib/lab/staff-orders';
import { countNewLeads } from '@/lib/leads/queue';
import { countOrdersToAct } from '@/lib/pharmacy/staff-orders';
import { redirect } from 'next/navigation';
import { getStaff, requireStaff } from '@/lib/staff/current';
import { mayUse, ROLE_LABELS } from '@/lib/staff/roles';
import { indiaToday } from '@/lib/time/india';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Overview' };

type Card = { href: string; n: number; label: string };

/** What is waiting for this member's role, each a link to its queue. */
export default async function StaffHomePage() {
  // A doctor's console is her workspace (issue 47).
  const signedIn = await getStaff();
  if (signedIn && !mayUse(signedIn.role, 'dashboard') && mayUse(signedIn.role, 'consultations')) {
    redirect('/staff/consultations');
  }
  const staff = await requireStaff('dashboard');
  const db = await getDb();
  const today = indiaToday();
  const refundsMine = (purpose: keyof typeof REFUND_DUE_AREA) =>
    mayUse(staff.role, REFUND_DUE_AREA[purpose]);
  const [leads, orders, confirmedToday, applications, lab, refunds] = await Promise.all([
    mayUse(staff.role, 'leads') ? countNewLeads(db) : null,
    mayUse(staff.role, 'pharmacy_orders') ? countOrdersToAct(db) : null,
    mayUse(staff.role, 'appointments') ? countConfirmedOn(db, today) : null,
    mayUse(staff.role, 'applications') ? countNewApplications(db) : null,
    mayUse(staff.role, 'lab_orders') ? countLabOrdersToAct(db) : null,
    Object.values(REFUND_DUE_AREA).some((area) => mayUse(staff.role, area))
      ? countRefundsWaiting(db, refundsMine)
      : null,
  ]);
  const cards = [
    leads && { href: '/staff/callbacks', n: leads.callback, label: 'new callback requests' },
    leads && { href: '/staff/messages', n: leads.message, label: 'new contact messages' },
    confirmedToday !== null && {
      href: '/staff/appointments',
      n: confirmedToday,
      label: 'confirmed appointments today',
    },
    orders && {
      href: '/staff/orders?status=to_act',
      n: orders.toAct,
      label: 'pharmacy orders to act on',
    },
    lab && {
      href: '/staff/lab-orders?status=booked',
      n: lab.toCollect,
      label: 'lab samples to collect',
    },
    lab && {
      href: '/staff/lab-orders?status=collected',
      n: lab.toReport,
      label: 'lab reports to upload',
    },
    refunds !== null && { href: '/staff/refunds', n: refunds, label: 'payments to refund' },
    applications !== null && {
      href: '/staff/applications?status=new',
      n: applications,
      label: 'new job applications',
    },
  ].filter((card): card is Card => Boolean(card));
  return (
    <>
      <h1 className={styles.title}>Good to see you, {staff.name}</h1>
      <p>Signed in as {ROLE_LABELS[staff.role]}.</p>
      {cards.length > 0 ? (
        <ul role="list" className={styles.cards}>
          {cards.map((card) => (
            <li key={card.href}>
              <Link href={card.href} className={styles.card}>
                <span className={styles.cardNumber}>{card.n}</span>
                {card.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>Nothing is waiting for your role in the console yet.</p>
      )}
    </>
  );
}
