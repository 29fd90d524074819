import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import {
  ExportLink,
  ListTable,
  Pager,
  StatusBadge,
  type BadgeTone,
  type Column,
} from '@/components/staff/list-parts';
import { FilterForm, FilterSelect, SearchBox } from '@/components/staff/list-filters';
import { PrintButton } from '@/components/staff/print-button';
import { visitLabel } from '@/lib/booking/attendance';
import {
  DAY_SHEET_LIMIT,
  daySheet,
  searchAppointments,
  staffPickers,
  type AppointmentRow,
} from '@/lib/booking/staff-appointments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, positiveId, searchText } from '@/lib/staff/paging';
import { indiaToday, isIsoDate, toDdMmYyyy } from '@/lib/time/india';
import { formatInr } from '@/lib/money';
import styles from '@/components/staff/staff.module.css';
import type { ListPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Appointments' };

function visitTone(row: AppointmentRow): BadgeTone {
  if (row.status === 'cancelled' || row.attendance === 'no_show') return 'stopped';
  if (row.attendance === 'completed') return 'done';
  return row.attendance === 'checked_in' ? 'plain' : 'new';
}

const COLUMNS: Column<AppointmentRow>[] = [
  { heading: 'Time', cell: (row) => row.slotTime },
  { heading: 'Doctor', cell: (row) => row.doctorName },
  { heading: 'Branch', cell: (row) => row.branchName ?? '' },
  { heading: 'Patient', cell: (row) => row.patientName },
  { heading: 'Phone', cell: (row) => row.phone },
  {
    heading: 'Reference',
    cell: (row) => <Link href={`/staff/appointments/${row.id}`}>{row.reference}</Link>,
  },
  { heading: 'Paid', cell: (row) => formatInr(row.amountPaise) },
  {
    heading: 'Status',
    cell: (row) => <StatusBadge label={visitLabel(row)} tone={visitTone(row)} />,
  },
];

/** A search's matches span days, so they show the date; the day sheet does not repeat it. */
const FOUND_COLUMNS: Column<AppointmentRow>[] = [
  { heading: 'Date', cell: (row) => toDdMmYyyy(row.slotDate) },
  ...COLUMNS,
];

/**
 * The front desk's appointments: the day sheet of one date (and doctor, branch) in time order,
 * to work from or print; or, with a search, bookings on any day by reference, name or phone.
 */
export default async function AppointmentsPage({ searchParams }: ListPageProps) {
  await requireStaff('appointments');
  const params = await searchParams;
  const rawDate = firstParam(params.date) ?? '';
  const date = isIsoDate(rawDate) ? rawDate : indiaToday();
  const doctorId = positiveId(params.doctor);
  const branchId = positiveId(params.branch);
  const q = searchText(params.q);
  const cursor = firstParam(params.cursor);
  const db = await getDb();
  const pickers = await staffPickers(db);
  const found = q ? await searchAppointments(db, { q, cursor }) : null;
  const day = q ? null : await daySheet(db, { date, doctorId, branchId });
  const doctorName = pickers.doctors.find((d) => d.id === doctorId)?.name;
  return (
    <>
      <h1 className={styles.title}>
        {q ? `Appointments matching “${q}”` : `Appointments on ${toDdMmYyyy(date)}`}
        {!q && doctorName ? ` with ${doctorName}` : ''}
      </h1>
      <FilterForm
        action="/staff/appointments"
        noPrint
        after={q ? null : <PrintButton label="Print day sheet" />}
      >
        <div>
          <label htmlFor="appt-date">Date</label>
          <input id="appt-date" name="date" type="date" defaultValue={date} />
        </div>
        <FilterSelect
          id="appt-doctor"
          name="doctor"
          label="Doctor"
          value={doctorId}
          all="All doctors"
          options={pickers.doctors.map((d) => ({ value: d.id, label: d.name }))}
        />
        <FilterSelect
          id="appt-branch"
          name="branch"
          label="Branch"
          value={branchId}
          all="All branches"
          options={pickers.branches.map((b) => ({ value: b.id, label: b.name }))}
        />
        <SearchBox id="appt-q" label="Search reference, name or phone (any day)" q={q} />
      </FilterForm>
      <ExportLink
        list="appointments"
        params={
          q
            ? { q }
            : {
                date,
                doctor: doctorId ? String(doctorId) : '',
                branch: branchId ? String(branchId) : '',
              }
        }
      />
      <p className="noPrint">
        <Link href="/staff/refunds">Payments to refund</Link> ·{' '}
        <Link href="/staff/schedules">Doctor leave and fees</Link>
      </p>
      {found ? (
        found.rows.length === 0 ? (
          <p className={styles.empty}>No appointment matches “{q}”.</p>
        ) : (
          <>
            <ListTable
              label="Appointments matching the search, newest booking first"
              rows={found.rows}
              rowKey={(row) => row.id}
              columns={FOUND_COLUMNS}
            />
            <Pager base="/staff/appointments" params={{ q }} next={found.next} isFirst={!cursor} />
          </>
        )
      ) : !day || day.rows.length === 0 ? (
        <p className={styles.empty}>No appointments on this day.</p>
      ) : (
        <>
          {day.cutShort ? (
            <p className={styles.messageError} role="status">
              This day has more than {DAY_SHEET_LIMIT.toLocaleString('en-IN')} bookings: the sheet
              shows the first {DAY_SHEET_LIMIT.toLocaleString('en-IN')}. Choose a doctor or a branch
              to see all of theirs.
            </p>
          ) : null}
          <ListTable
            label="The day's appointments, by time"
            rows={day.rows}
            rowKey={(row) => row.id}
            columns={COLUMNS}
          />
        </>
      )}
    </>
  );
}
