import { Link } from '@/components/ui/link';
import type { TimelineGroup, TimelineItem } from '@/lib/accounts/timeline';
import { formatInr } from '@/lib/money';
import { mayUse, type StaffRole } from '@/lib/staff/roles';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { toDdMmYyyy } from '@/lib/time/india';
import { HeadedTable, StatusBadge, type Column } from './list-parts';

const KIND_LABELS: Record<TimelineItem['kind'], string> = {
  appointment: 'Appointment',
  pharmacy: 'Pharmacy order',
  lab: 'Lab tests',
};

/** Each kind's console page, and the area a role needs to open it. */
const RECORD_PAGES = {
  appointment: { area: 'appointments', href: (id: number) => `/staff/appointments/${id}` },
  pharmacy: { area: 'pharmacy_orders', href: (id: number) => `/staff/orders/${id}` },
  lab: { area: 'lab_orders', href: (id: number) => `/staff/lab-orders/${id}` },
} as const;

function what(item: TimelineItem): string {
  if (item.kind === 'appointment') {
    return `${item.doctorName}, ${toDdMmYyyy(item.date)} ${item.time} (${item.patientName})`;
  }
  return item.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ');
}

/** The files of an item the role may open, through the console's own audited downloads. */
function files(item: TimelineItem, role: StaffRole) {
  if (item.kind === 'lab' && item.report && mayUse(role, 'lab_orders')) {
    return <a href={`/staff/lab-orders/${item.id}/report`}>Report</a>;
  }
  if (item.kind === 'pharmacy' && mayUse(role, 'prescriptions')) {
    return item.prescriptions.map((file, index) => (
      <a key={file.id} href={`/staff/orders/${item.id}/prescriptions/${file.id}`}>
        Prescription {index + 1}{' '}
      </a>
    ));
  }
  return item.kind === 'pharmacy' && item.prescriptions.length
    ? `${item.prescriptions.length} prescription(s)`
    : '';
}

/**
 * An account's timeline in the console (issue 46): a table per family member, in the patient's own
 * order (lib/accounts/timeline.ts), each record linked to its console page where the role may
 * open it.
 */
export function StaffTimeline({ groups, role }: { groups: TimelineGroup[]; role: StaffRole }) {
  const columns: Column<TimelineItem>[] = [
    {
      heading: 'Date',
      cell: (item) => formatIndiaDateTime(item.at),
    },
    { heading: 'Kind', cell: (item) => KIND_LABELS[item.kind] },
    {
      heading: 'Reference',
      cell: (item) => {
        const page = RECORD_PAGES[item.kind];
        return mayUse(role, page.area) ? (
          <Link href={page.href(item.id)}>{item.reference}</Link>
        ) : (
          item.reference
        );
      },
    },
    { heading: 'What', cell: what },
    {
      heading: 'Amount',
      cell: (item) => formatInr(item.kind === 'appointment' ? item.amountPaise : item.totalPaise),
    },
    {
      heading: 'Status',
      cell: (item) => (
        <StatusBadge
          label={item.kind === 'appointment' && item.upcoming ? 'Upcoming' : item.statusLabel}
          tone={item.kind === 'appointment' && item.upcoming ? 'new' : 'plain'}
        />
      ),
    },
    { heading: 'Files', cell: (item) => files(item, role) },
  ];
  return (
    <>
      {groups.map((group, index) => (
        <HeadedTable
          key={group.patientId ?? 'none'}
          id={`member-${index}`}
          title={group.relationship === 'self' ? `${group.title} (account holder)` : group.title}
          rows={group.items}
          rowKey={(item) => `${item.kind}-${item.id}`}
          columns={columns}
          empty="Nothing booked or bought."
        />
      ))}
    </>
  );
}
