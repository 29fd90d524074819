import type { Metadata } from 'next';
import { FilterForm, FilterSelect, labelledOptions } from '@/components/staff/list-filters';
import { ListFoot, ListTable } from '@/components/staff/list-parts';
import { getDb } from '@/lib/db';
import {
  AUDIT_ENTITIES,
  isAuditEntity,
  listAudit,
  listStaffMembers,
  type AuditEntity,
} from '@/lib/staff/audit-queries';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, knownParam, positiveId } from '@/lib/staff/paging';
import { ROLE_LABELS } from '@/lib/staff/roles';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';
import type { ListPageProps } from '@/lib/staff/record-page';

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

export default async function AuditPage({ searchParams }: ListPageProps) {
  await requireStaff('audit');
  const params = await searchParams;
  const staffId = positiveId(params.staff);
  const entity = knownParam(params.entity, isAuditEntity);
  const cursor = firstParam(params.cursor);
  const db = await getDb();
  const [members, page] = await Promise.all([
    listStaffMembers(db),
    listAudit(db, { staffId, entity, cursor }),
  ]);
  return (
    <>
      <h1 className={styles.title}>Audit log</h1>
      <FilterForm action="/staff/audit">
        <FilterSelect
          id="audit-staff"
          name="staff"
          label="Staff member"
          value={staffId}
          all="Everyone"
          options={members.map((m) => ({
            value: m.id,
            label: `${m.name} (${ROLE_LABELS[m.role]})`,
          }))}
        />
        <FilterSelect
          id="audit-entity"
          name="entity"
          label="Records"
          value={entity}
          all="All"
          options={labelledOptions(AUDIT_ENTITIES, ENTITY_LABELS)}
        />
      </FilterForm>
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
        empty="Nothing has been recorded for this choice."
      />
      <ListFoot
        list="audit"
        base="/staff/audit"
        params={{ staff: staffId ? String(staffId) : '', entity: entity ?? '' }}
        next={page.next}
        isFirst={!cursor}
      />
    </>
  );
}
