import { consultHref } from '@/lib/consult/links';
import { Link } from '@/components/ui/link';
import { accountLabReportHref, accountPrescriptionHref } from '@/lib/accounts/links';
import type { TimelineItem } from '@/lib/accounts/timeline';
import { labReportHref, manageBookingHref, trackOrderHref } from '@/lib/self-service/links';

/**
 * The ways a patient acts on a timeline item without a new code: the record's own self-service
 * page (whose guard opens what the signed-in account owns) and the account's own files.
 */
export function TimelineLinks({ item }: { item: TimelineItem }) {
  switch (item.kind) {
    case 'appointment':
      return (
        <>
          {item.joinable ? (
            // A full page load: the room's page asks for the camera and microphone.
            <a href={consultHref(item.reference)}>Join the video consultation</a>
          ) : null}
          <Link href={manageBookingHref(item.reference)}>
            {item.upcoming ? 'Move or cancel' : 'View booking'}
          </Link>
        </>
      );
    case 'pharmacy':
      return (
        <>
          <Link href={trackOrderHref(item.reference)}>Track order</Link>
          {item.prescriptions.map((file, index) => (
            <a key={file.id} href={accountPrescriptionHref(file.id)} target="_blank" rel="noopener">
              Prescription{item.prescriptions.length > 1 ? ` ${index + 1}` : ''}
            </a>
          ))}
        </>
      );
    case 'lab':
      return (
        <>
          <Link href={labReportHref(item.reference)}>View lab booking</Link>
          {item.report ? (
            <a href={accountLabReportHref(item.reference)} download={`${item.reference}.pdf`}>
              Download report (PDF)
            </a>
          ) : null}
        </>
      );
  }
}
