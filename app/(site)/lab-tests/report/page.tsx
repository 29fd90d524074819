import type { Metadata } from 'next';
import { OtherRecordNotice, otherThanOpen } from '@/components/self-service/other-record-notice';
import formStyles from '@/components/forms/forms.module.css';
import { AccessForm } from '@/components/self-service/access-form';
import { LabOrderView } from '@/components/self-service/lab-order-view';
import styles from '@/components/self-service/self-service.module.css';
import { PageHero } from '@/components/ui/page-hero';
import { getDb } from '@/lib/db';
import { CODE_MINUTES } from '@/lib/self-service/access';
import { readGranted, RECORDS_UNAVAILABLE } from '@/lib/self-service/guard';
import { readPatientLabOrder } from '@/lib/self-service/lab-order';
import { cleanReference, LAB_REPORT_PATH } from '@/lib/self-service/links';
import { buildMetadata } from '@/lib/seo/metadata';
import { askLabCode, enterLabCode, leaveLabOrder } from './actions';

// Personal: read per request from the access cookie, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildMetadata({
  title: 'Your lab report',
  description: 'Follow your Saithunga home sample collection and download its report.',
  path: LAB_REPORT_PATH,
  noindex: true,
});

type Props = { searchParams: Promise<{ reference?: string | string[] }> };

/**
 * /lab-tests/report (issue 17): a patient finds a lab booking by its reference and phone number,
 * proves it with the one-time code, then sees the collection, the patients and tests, where it
 * stands, and downloads the report once the lab has uploaded it.
 */
export default async function LabReportPage({ searchParams }: Props) {
  const order = await readGranted('lab_order', async (id) =>
    readPatientLabOrder(await getDb(), id),
  );
  const requested = cleanReference((await searchParams).reference, 'SLB');
  const another = otherThanOpen(order, requested);
  return (
    <>
      <PageHero
        title="Your lab report"
        trail={[
          { name: 'Lab tests', path: '/lab-tests' },
          { name: 'Your lab report', path: LAB_REPORT_PATH },
        ]}
        lead="Follow your home sample collection and download the report, with the booking reference from your confirmation."
      />
      <section className="section">
        <div className={`container ${styles.page}`}>
          {order === 'unavailable' ? (
            <p role="alert" className={`${formStyles.card} ${styles.refused}`}>
              {RECORDS_UNAVAILABLE}
            </p>
          ) : order && !another ? (
            <LabOrderView order={order} leave={leaveLabOrder} />
          ) : (
            <div className={`${formStyles.card} ${styles.section}`}>
              <h2>Find your lab booking</h2>
              {another && requested ? (
                <OtherRecordNotice open={`Booking ${another}`} requested={requested} />
              ) : null}
              <p className={styles.intro}>
                We send a 6-digit code to the phone number and e-mail of the booking. It is valid
                for {CODE_MINUTES} minutes.
              </p>
              <AccessForm
                noun="booking"
                referencePlaceholder="SLB-AB12CD34EF"
                initialReference={requested ?? ''}
                askCode={askLabCode}
                enterCode={enterLabCode}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
