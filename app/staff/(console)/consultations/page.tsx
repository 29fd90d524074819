import type { Metadata } from 'next';
import { JoinOrMode, NotADoctor } from '@/components/staff/consultation-parts';
import { ListTable } from '@/components/staff/list-parts';
import { Link } from '@/components/ui/link';
import { getDb } from '@/lib/db';
import {
  doctorOfStaff,
  listDoctorConsultations,
  type DoctorConsultationRow,
} from '@/lib/consult/workspace';
import { VISIT_LABELS } from '@/lib/booking/attendance';
import { requireStaff } from '@/lib/staff/current';
import { indiaToday, toDdMmYyyy } from '@/lib/time/india';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'My consultations' };

/**
 * The doctor's workspace (issue 47): her confirmed consultations today and ahead, in the clinic
 * and by video, each opening its page (the patient's history, notes, the e-prescription); a video
 * one has a 'Join' button to the room.
 */
export default async function ConsultationsPage() {
  const staff = await requireStaff('consultations');
  const doctorId = doctorOfStaff(staff);
  if (doctorId === null) {
    return (
      <>
        <h1 className={styles.title}>Consultations</h1>
        <NotADoctor />
      </>
    );
  }
  const today = indiaToday();
  const rows = await listDoctorConsultations(await getDb(), doctorId, today);
  const todays = rows.filter((r) => r.date === today);
  const ahead = rows.filter((r) => r.date !== today);
  return (
    <>
      <h1 className={styles.title}>My consultations</h1>
      <ConsultationTable caption="Today" rows={todays} empty="No consultation today." />
      <ConsultationTable caption="Upcoming" rows={ahead} empty="No upcoming consultation." />
    </>
  );
}

function ConsultationTable({
  caption,
  rows,
  empty,
}: {
  caption: string;
  rows: DoctorConsultationRow[];
  empty: string;
}) {
  const id = `consultations-${caption.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {caption}
      </h2>
      <ListTable
        label={caption}
        labelledBy={id}
        rows={rows}
        rowKey={(row) => row.reference}
        empty={empty}
        columns={[
          { heading: 'When', cell: (row) => `${toDdMmYyyy(row.date)} ${row.time}` },
          {
            heading: 'Patient',
            cell: (row) => (
              <>
                <Link href={`/staff/consultations/${encodeURIComponent(row.reference)}`}>
                  {row.patientName}
                </Link>{' '}
                ({row.age}, {row.gender})
                {row.attendance ? ` · ${VISIT_LABELS[row.attendance]}` : ''}
              </>
            ),
          },
          { heading: 'Reason', cell: (row) => row.reason },
          {
            heading: 'Consultation',
            cell: (row) => <JoinOrMode reference={row.reference} mode={row.mode} />,
          },
        ]}
      />
    </section>
  );
}
