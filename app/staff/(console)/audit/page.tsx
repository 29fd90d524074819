import type { Metadata } from 'next';
import { ExportLink, ListTable, Pager } from '@/components/staff/list-parts';
import { getDb } from '@/lib/db';
import {
  AUDIT_ENTITIES,
  isAuditEntity,
  listAudit,
  listStaffMembers,
  type AuditEntity,
} from '@/lib/staff/audit-queries';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, positiveId } from '@/lib/staff/paging';
import { ROLE_LABELS } from '@/lib/staff/roles';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Audit log' };

const ENTITY_LABELS: Record<AuditEntity, string> = {
  staff: 'Sign-ins',
  callback: 'Callback requests',
  message: 'Contact messages',
  appointment: 'Appointments',
  doctor: 'Doctors (leave, fees)',
  payment: 'Payments refunded',
  pharmacy_order: 'Pharmacy orders',
  lab_order: 'Lab orders',
  application: 'Job applications',
  treatment: 'Treatments',
  medicine: 'Medicines',
  coupon: 'Coupons',
  blog: 'Blog posts',
  job: 'Vacancies',
  home: 'Home page',
  department: 'Departments',
  outbox: 'Messages opened or sent again',
};

/** `{ field: { before, after } }` as one line per field. */
function describeChanges(changes: unknown): string[] {
  if (typeof changes !== 'object' || changes === null) return [];
  return Object.entries(changes as Record<string, { before: unknown; after: unknown }>).map(
    ([field, { before, after }]) =>
      `${field}: ${JSON.stringify(before ?? '')} → ${JSON.stringify(after ?? '')}`,
  );
}

export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('audit');
  const params = await searchParams;
  const staffId = positiveId(params.staff);
  const rawEntity = firstParam(params.entity);
  const entity = isAuditEntity(rawEntity) ? rawEntity : undefined;
  const cursor = firstParam(params.cursor);
  const db = await getDb();
  const [members, page] = await Promise.all([
    listStaffMembers(db),
    listAudit(db, { staffId, entity, cursor }),
  ]);
  return (
    <>
      <h1 className={styles.title}>Audit log</h1>
      <form action="/staff/audit" method="get" className={styles.toolbar}>
        <div>
          <label htmlFor="audit-staff">Staff member</label>
          <select id="audit-staff" name="staff" defaultValue={staffId ?? ''}>
            <option value="">Everyone</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} ({ROLE_LABELS[m.role]})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-entity">Records</label>
          <select id="audit-entity" name="entity" defaultValue={entity ?? ''}>
            <option value="">All</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {ENTITY_LABELS[e]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary btn-sm">
          Show
        </button>
      </form>
      {page.rows.length === 0 ? (
        <p className={styles.empty}>Nothing has been recorded for this choice.</p>
      ) : (
        <ListTable
          label="Audit log, newest first"
          rows={page.rows}
          rowKey={(row) => row.id}
          columns={[
            { heading: 'When', cell: (row) => formatIndiaDateTime(row.createdAt) },
            { heading: 'Who', cell: (row) => `${row.staffName} (${ROLE_LABELS[row.staffRole]})` },
            { heading: 'What', cell: (row) => row.action },
            { heading: 'Record', cell: (row) => `${row.entity} ${row.entityId}` },
            {
              heading: 'Changes',
              cell: (row) =>
                describeChanges(row.changes).map((line) => (
                  <span key={line} className={styles.clip}>
                    {line}
                  </span>
                )),
            },
          ]}
        />
      )}
      <ExportLink
        list="audit"
        params={{ staff: staffId ? String(staffId) : '', entity: entity ?? '' }}
      />
      <Pager
        base="/staff/audit"
        params={{ staff: staffId ? String(staffId) : '', entity: entity ?? '' }}
        next={page.next}
        isFirst={!cursor}
      />
    </>
  );
}
