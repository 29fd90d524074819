import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { signPrescriptionAction } from '@/app/staff/(console)/actions';
import { PrescriptionForm } from '@/components/prescriptions/prescription-form';
import { PrescriptionLines } from '@/components/prescriptions/prescription-lines';
import { Facts } from '@/components/staff/facts';
import { Link } from '@/components/ui/link';
import { CONSULT_MODE_LABELS } from '@/lib/consult/modes';
import { getDb } from '@/lib/db';
import { displayCode, verifyHref } from '@/lib/prescriptions/code';
import { prescriptionFormView } from '@/lib/prescriptions/form-reads';
import { CONSULTATION_TYPE_LABELS } from '@/lib/prescriptions/rules';
import { requireStaff } from '@/lib/staff/current';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { toDdMmYyyy } from '@/lib/time/india';
import styles from '@/components/staff/staff.module.css';
import { searchCatalogueAction } from './search';

export const metadata: Metadata = { title: 'E-prescription' };

type Props = { params: Promise<{ reference: string }> };

export default async function PrescriptionPage({ params }: Props) {
  const staff = await requireStaff('consultations');
  const { reference } = await params;
  const view = await prescriptionFormView(await getDb(), staff, reference);
  if (!view) notFound();
  const { signed } = view;
  return (
    <>
      <Link
        href={`/staff/consultations/${encodeURIComponent(view.reference)}`}
        className={styles.back}
      >
        ← Consultation {view.reference}
      </Link>
      <h1 className={styles.title}>E-prescription</h1>
      <section className={styles.panel} aria-label="Consultation">
        <Facts
          facts={[
            {
              term: 'Patient',
              detail: `${view.patient.name}, ${view.patient.age}, ${view.patient.gender}`,
            },
            { term: 'When', detail: `${toDdMmYyyy(view.slotDate)}, ${view.slotTime}` },
            { term: 'Mode', detail: CONSULT_MODE_LABELS[view.mode] },
            { term: 'Consultation type', detail: CONSULTATION_TYPE_LABELS[view.consultationType] },
          ]}
        />
      </section>
      {signed ? (
        <section className={styles.panel} aria-label="Signed e-prescription">
          <h2>Signed {formatIndiaDateTime(signed.signedAt)}</h2>
          <Facts
            facts={[
              { term: 'Diagnosis', detail: signed.diagnosis },
              signed.advice ? { term: 'Advice', detail: signed.advice } : null,
              signed.followUpDate
                ? { term: 'Follow-up', detail: toDdMmYyyy(signed.followUpDate) }
                : null,
              {
                term: 'Verification code',
                detail: (
                  <Link href={verifyHref(signed.verificationCode)}>
                    {displayCode(signed.verificationCode)}
                  </Link>
                ),
              },
            ]}
          />
          <PrescriptionLines items={signed.items} />
          <p className={styles.hint}>
            Sent to the patient by e-mail (PDF) and SMS (verification link).
          </p>
        </section>
      ) : view.status !== 'confirmed' ? (
        <p className={styles.empty}>
          An e-prescription can be written only for a confirmed consultation.
        </p>
      ) : (
        <section className={styles.panel} aria-label="Write the e-prescription">
          <p className={styles.hint}>
            {view.mode === 'video'
              ? `Video ${CONSULTATION_TYPE_LABELS[view.consultationType].toLowerCase()}: the Telemedicine Practice Guidelines allow List O${view.consultationType === 'first' ? ' and List A' : ', List A and List B'} medicines; prohibited ones never.`
              : 'In-clinic consultation: any medicine but the prohibited list.'}
          </p>
          <PrescriptionForm
            action={signPrescriptionAction}
            search={searchCatalogueAction}
            reference={view.reference}
            mode={view.mode}
            consultationType={view.consultationType}
          />
        </section>
      )}
    </>
  );
}
