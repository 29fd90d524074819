import 'server-only';
import { REFUND_DUE_AREA } from '@/lib/checkout/staff-actions';
import { countRefundsWaiting } from '@/lib/checkout/staff-refunds';
import { countNewApplications } from '@/lib/careers/staff-applications';
import type { Db } from '@/lib/db/open';
import { countLabOrdersToAct } from '@/lib/lab/staff-orders';
import { countNewLeads } from '@/lib/leads/queue';
import { countOrdersToAct } from '@/lib/pharmacy/staff-orders';
import { mayUse } from './roles';
import type { StaffActor } from './sessions';

/** The counts of new work the console's navigation shows, each only for a role with its area. */
export async function getNavCounts(db: Db, staff: StaffActor) {
  const [leads, orders, due, applications, lab] = await Promise.all([
    mayUse(staff.role, 'leads') ? countNewLeads(db) : null,
    mayUse(staff.role, 'pharmacy_orders') ? countOrdersToAct(db) : null,
    countRefundsWaiting(db, (purpose) => mayUse(staff.role, REFUND_DUE_AREA[purpose])),
    mayUse(staff.role, 'applications') ? countNewApplications(db) : undefined,
    mayUse(staff.role, 'lab_orders') ? countLabOrdersToAct(db) : null,
  ]);
  return { leads, orders, due, applications, lab };
}

export type NavCounts = Awaited<ReturnType<typeof getNavCounts>>;
