import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { saveConsultationNotesAction } from '@/app/staff/(console)/actions';
import { JoinOrMode, NotADoctor } from '@/components/staff/consultation-parts';
import { TextField } from '@/components/staff/fields';
import { FormPanel } from '@/components/staff/form-panel';
import { Link } from '@/components/ui/link';
import { VISIT_LABELS } from '@/lib/booking/attendance';
import { CONSULT_MODE_LABELS } from '@/lib/consult/modes';
import { doctorOfStaff, NOTES_MAX, viewConsultation } from '@/lib/consult/workspace';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { toDdMmYyyy } from '@/lib/time/india';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Consultation' };

type Props = { params: Promise<{ reference: string }> };

/**
 * One of the doctor's consultations (issue 47): the patient's earlier visits, lab reports and
 * e-prescriptions at this hospital (the same phone), only for her own patient, the opening
 * audited before anything is shown; her notes; the way to the e-prescription form.
 */
export default async function ConsultationPage({ params }: Props) {
  const staff = await requireStaff('consultations');
  const doctorId = doctorOfStaff(staff);
  if (doctorId === null) {
    return (
      <>
        <h1 className={styles.title}>Consultation</h1>
        <NotADoctor />
      </>
    );
  }
  const reference = decodeURIComponent((await params).reference);
  const view = await viewConsultation(await getDb(), staff.id, doctorId, reference);
  if (!view) notFound();
  const { appointment: a, history } = view;
  return (
    <>
      <Link href="/staff/consultations" className={styles.back}>
        ← My consultations
      </Link>
      <h1 className={styles.title}>{a.patientName}</h1>
      <p>
        {a.age} years, {a.gender} · {toDdMmYyyy(a.slotDate)} {a.slotTime} ·{' '}
        {CONSULT_MODE_LABELS[a.mode]} · {a.reference}
      </p>
      <p>Reason given: {a.disease}</p>
      <p className={styles.row}>
        <JoinOrMode reference={a.reference} mode={a.mode} />
        <Link
          href={`/staff/consultations/${encodeURIComponent(a.reference)}/prescription`}
          className="btn btn-outline btn-sm"
        >
          Write e-prescription
        </Link>
      </p>

      <FormPanel
        id="notes"
        title="Consultation notes"
        intro={
          <p className={styles.hint}>
            For you and the hospital only; the patient does not see them.
            {view.notesUpdatedAt ? ` Last saved ${formatIndiaDateTime(view.notesUpdatedAt)}.` : ''}
          </p>
        }
        action={saveConsultationNotesAction}
        submit="Save notes"
      >
        <input type="hidden" name="reference" value={a.reference} />
        <TextField
          idPrefix="consultation"
          spec={{ name: 'notes', label: 'Notes', rows: 8, max: NOTES_MAX }}
          value={view.notes}
        />
      </FormPanel>

      <section aria-labelledby="visits">
        <h2 id="visits" className={styles.subtitle}>
          Earlier visits at this hospital
        </h2>
        {history.visits.length === 0 ? (
          <p className={styles.empty}>No earlier visit.</p>
        ) : (
          <ul>
            {history.visits.map((v) => (
              <li key={v.reference}>
                {toDdMmYyyy(v.date)} {v.time}: {v.doctorName} ({v.department}),{' '}
                {CONSULT_MODE_LABELS[v.mode].toLowerCase()}, {v.reason}
                {v.attendance ? ` · ${VISIT_LABELS[v.attendance]}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="lab">
        <h2 id="lab" className={styles.subtitle}>
          Lab tests and reports
        </h2>
        {history.labOrders.length === 0 ? (
          <p className={styles.empty}>No lab order.</p>
        ) : (
          <ul>
            {history.labOrders.map((o) => (
              <li key={o.reference}>
                {o.collectionDate ? `${toDdMmYyyy(o.collectionDate)}: ` : ''}
                {o.tests.join(', ') || o.reference} ·{' '}
                {o.reportAt
                  ? `report ready ${formatIndiaDateTime(o.reportAt)}`
                  : o.status.replace(/_/g, ' ')}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="prescriptions">
        <h2 id="prescriptions" className={styles.subtitle}>
          E-prescriptions
        </h2>
        {history.prescriptions.length === 0 ? (
          <p className={styles.empty}>No e-prescription.</p>
        ) : (
          <ul>
            {history.prescriptions.map((p) => (
              <li key={p.verificationCode}>
                {formatIndiaDateTime(p.signedAt)}: {p.doctorName}, {p.diagnosis}
                {p.items.length ? ` (${p.items.join(', ')})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
