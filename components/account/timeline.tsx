import type { ReactNode } from 'react';
import { FactRows } from '@/components/booking/fact-rows';
import { RecordSection } from '@/components/self-service/record-section';
import styles from '@/components/self-service/self-service.module.css';
import type { TimelineGroup, TimelineItem } from '@/lib/accounts/timeline';
import { longDate } from '@/lib/booking/labels';
import { formatInr } from '@/lib/money';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { toDdMmYyyy } from '@/lib/time/india';
import own from './timeline.module.css';
import { TimelineLinks } from './timeline-links';

type Props = {
  groups: TimelineGroup[];
  /**
   * More ways to act on an item (a receipt, a tax invoice, a reorder), shown after its own: the
   * slot other features fill without changing this list.
   */
  actions?: (item: TimelineItem) => ReactNode;
};

const TITLES: Record<TimelineItem['kind'], (item: TimelineItem) => string> = {
  appointment: (item) => `Appointment ${item.reference}`,
  pharmacy: (item) => `Pharmacy order ${item.reference}`,
  lab: (item) => `Lab tests ${item.reference}`,
};

/** What the record is, in a line: the doctor and time, or what was bought. */
function facts(item: TimelineItem) {
  switch (item.kind) {
    case 'appointment':
      return [
        { label: 'Doctor', value: item.doctorName },
        { label: 'When', value: `${longDate(toDdMmYyyy(item.date))}, ${item.time}` },
        { label: 'Patient', value: item.patientName },
        { label: 'Fee paid', value: formatInr(item.amountPaise) },
      ];
    case 'pharmacy':
      return [
        { label: 'Medicines', value: linesText(item.lines) },
        { label: 'Ordered', value: formatIndiaDateTime(item.at) },
        { label: 'Expected', value: item.expected },
        { label: 'Total paid', value: formatInr(item.totalPaise) },
      ];
    case 'lab':
      return [
        { label: 'Tests', value: linesText(item.lines) },
        { label: 'Collection', value: item.collection },
        { label: 'Total paid', value: formatInr(item.totalPaise) },
      ];
  }
}

const linesText = (lines: { name: string; quantity: number }[]) =>
  lines
    .map((line) => (line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name))
    .join(', ');

/** A family member's card: their records, upcoming appointments first, then newest first. */
function GroupCard({
  group,
  index,
  actions,
}: {
  group: TimelineGroup;
  index: number;
  actions: Props['actions'];
}) {
  return (
    <RecordSection
      id={`member-${index}`}
      title={group.relationship === 'self' ? `${group.title} (you)` : group.title}
    >
      {group.items.length === 0 ? (
        <p className={styles.intro}>Nothing booked or bought yet.</p>
      ) : (
        <ul className={own.items} role="list">
          {group.items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className={own.item}
              data-reference={item.reference}
            >
              <div className={styles.head}>
                <h3>{TITLES[item.kind](item)}</h3>
                <span className={styles.badge}>
                  {item.kind === 'appointment' && item.upcoming ? 'Upcoming' : item.statusLabel}
                </span>
              </div>
              <FactRows className={styles.facts} facts={facts(item)} />
              <div className={styles.links}>
                <TimelineLinks item={item} />
                {actions?.(item)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}

/**
 * The signed-in patient's timeline (issue 46), one card per family member. Every way to act opens
 * the record's own page (/appointment/manage, /pharmacy/order, /lab-tests/report), which the
 * account opens without a code; files come from the account's own download routes.
 */
export function AccountTimeline({ groups, actions }: Props) {
  return (
    <>
      {groups.map((group, index) => (
        <GroupCard key={group.patientId ?? 'none'} group={group} index={index} actions={actions} />
      ))}
    </>
  );
}
