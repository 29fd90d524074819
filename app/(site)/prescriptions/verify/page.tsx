import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { FactRows } from '@/components/booking/fact-rows';
import { InputField } from '@/components/forms/form-field';
import { PrescriptionLines } from '@/components/prescriptions/prescription-lines';
import { RecordSection } from '@/components/self-service/record-section';
import styles from '@/components/self-service/self-service.module.css';
import { PageHero } from '@/components/ui/page-hero';
import { CONSULT_MODE_LABELS } from '@/lib/consult/modes';
import { getDb } from '@/lib/db';
import { displayCode, doctorTitle, VERIFY_PATH } from '@/lib/prescriptions/code';
import { CONSULTATION_TYPE_LABELS } from '@/lib/prescriptions/rules';
import { checkPrescriptionCode, type VerifyAnswer } from '@/lib/prescriptions/verify';
import { clientKey } from '@/lib/security/rate-limit';
import { inMinutes } from '@/lib/format/wait';
import { buildMetadata } from '@/lib/seo/metadata';
import { formatIndiaDateTime } from '@/lib/time/date-time';

// Read per request from the code typed; never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildMetadata({
  title: 'Verify an e-prescription',
  description: 'Check that an e-prescription was signed by a Saithunga Hospital doctor.',
  path: VERIFY_PATH,
  noindex: true,
});

type Props = { searchParams: Promise<{ code?: string | string[] }> };

/** What the code field says of the typed code; nothing when it was found. */
function codeProblem(answer: VerifyAnswer): string | undefined {
  if (answer.state === 'unknown') return 'No e-prescription has this code. Check each character.';
  if (answer.state === 'limited') {
    return `Too many codes that match no e-prescription were typed from this connection. Please try again in ${inMinutes(answer.retryAfterSeconds)}.`;
  }
  return undefined;
}

/**
 * /prescriptions/verify (issue 47): the code printed on an e-prescription answers who signed it,
 * when, the patient's initials and what it prescribes, so a pharmacist can trust the paper or
 * PDF in front of her. No more personal data than that.
 */
export default async function VerifyPrescriptionPage({ searchParams }: Props) {
  const raw = (await searchParams).code;
  const typed = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 40) ?? '';
  const answer = typed
    ? await checkPrescriptionCode(await getDb(), typed, clientKey(await headers()))
    : null;
  const found = answer?.state === 'found' ? answer.prescription : null;
  return (
    <>
      <PageHero
        title="Verify an e-prescription"
        trail={[{ name: 'Verify an e-prescription', path: VERIFY_PATH }]}
        lead="Type the verification code printed at the foot of the e-prescription."
      />
      <section className="section">
        <div className={`container ${styles.page}`}>
          <form method="get" action={VERIFY_PATH} className={styles.form} noValidate>
            <InputField
              id="verify-code"
              name="code"
              label="Verification code"
              placeholder="ABCDE-FGHJK"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              required
              defaultValue={typed}
              error={answer ? codeProblem(answer) : undefined}
            />
            <div className={styles.actions}>
              <button type="submit" className="btn btn-primary">
                Verify
              </button>
            </div>
          </form>
          {found ? (
            <RecordSection
              id="verified"
              title={`E-prescription ${displayCode(found.code)}`}
              badge="Verified"
            >
              <FactRows
                className={styles.facts}
                facts={[
                  {
                    label: 'Signed by',
                    value: `${doctorTitle(found.doctorName)}${found.doctorQualifications ? `, ${found.doctorQualifications}` : ''}`,
                  },
                  { label: 'Registration no.', value: found.doctorRegistration },
                  { label: 'Signed on', value: formatIndiaDateTime(found.signedAt) },
                  { label: 'Patient', value: found.patientInitials },
                  {
                    label: 'Consultation',
                    value: `${CONSULT_MODE_LABELS[found.mode]}, ${CONSULTATION_TYPE_LABELS[found.consultationType].toLowerCase()}`,
                  },
                ]}
              />
              <PrescriptionLines items={found.items} />
              <p className={styles.intro}>
                Issued by a doctor of Saithunga Multi-Speciality Hospital.
              </p>
            </RecordSection>
          ) : null}
        </div>
      </section>
    </>
  );
}
