import { CloseRecord } from './close-record';
import { RecordSection } from './record-section';
import { FactRows } from '@/components/booking/fact-rows';
import { accountLabReportHref } from '@/lib/accounts/links';
import type { LabOrderStatus } from '@/lib/lab/booking-rules';
import { formatInr } from '@/lib/money';
import { labReportFileHref, type PatientLabOrder } from '@/lib/self-service/lab-order';
import type { OpenedBy } from '@/lib/self-service/guard';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from './self-service.module.css';

/** What happens next at each status, until the report can be downloaded. */
const WAITING: Record<LabOrderStatus, string> = {
  booked:
    'Our phlebotomist visits at the time below. Your report can be downloaded here once it is ready; we will send you a message.',
  collected:
    'Your samples are at our lab. We will send you a message as soon as the report is ready.',
  report_ready: 'Your report is ready.',
  cancelled: 'This booking was cancelled.',
};

/**
 * A patient's own lab booking, opened by the one-time code or her account: where it stands, the report to
 * download once uploaded, the collection, the patients and the tests.
 */
export function LabOrderView({
  order,
  leave,
}: {
  order: PatientLabOrder & { openedBy?: OpenedBy };
  leave: () => Promise<void>;
}) {
  return (
    <>
      <RecordSection
        id="lab-title"
        title={<>Lab booking {order.reference}</>}
        badge={order.statusLabel}
      >
        <p className={styles.intro}>
          Since{' '}
          <time dateTime={order.statusSince.toISOString()}>
            {formatIndiaDateTime(order.statusSince)}
          </time>
        </p>
        {order.report ? (
          <div className={styles.download}>
            <a
              className="btn btn-primary"
              href={
                order.openedBy === 'account'
                  ? accountLabReportHref(order.reference)
                  : labReportFileHref(order.reference)
              }
              download={`${order.reference}.pdf`}
            >
              Download report (PDF)
            </a>
            <p className={styles.intro}>
              Uploaded {formatIndiaDateTime(order.report.uploadedAt)},{' '}
              {Math.ceil(order.report.sizeBytes / 1024)} kB
            </p>
          </div>
        ) : (
          <p>{WAITING[order.status]}</p>
        )}
      </RecordSection>
      <RecordSection id="visit-title" title="Home sample collection">
        <FactRows
          className={styles.facts}
          facts={[
            { label: 'When', value: order.collection },
            { label: 'Address', value: order.address },
          ]}
        />
        <h3>Patients</h3>
        <ul className={styles.people}>
          {order.patients.map((patient, index) => (
            <li key={index}>
              {patient.name}, {patient.age} years, {patient.gender}
            </li>
          ))}
        </ul>
      </RecordSection>
      <RecordSection id="tests-title" title="Tests and payment">
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">Test or package</th>
              <th scope="col">Patients</th>
            </tr>
          </thead>
          <tbody>
            {order.tests.map((test, index) => (
              <tr key={index}>
                <td>{test.name}</td>
                <td>{test.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <FactRows
          className={styles.facts}
          facts={[{ label: 'Total paid', value: formatInr(order.totalPaise) }]}
        />
      </RecordSection>
      <CloseRecord leave={leave} noun="booking" openedBy={order.openedBy} />
    </>
  );
}
