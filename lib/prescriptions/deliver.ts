import 'server-only';
import type { Tx } from '@/lib/db/open';
import { env } from '@/lib/env';
import { clip, email, HOSPITAL, SMS_MAX } from '@/lib/notifications/message-layout';
import { enqueue } from '@/lib/notifications/outbox';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { displayCode, doctorTitle } from './code';
import { renderPrescriptionPdf } from './pdf';
import { prescriptionDocument, prescriptionFileName } from './reads';

export const PRESCRIPTION_TOPIC = 'appointment.e_prescription';

type Recipient = { email: string; phone: string; appointmentId: number };

/** The SMS: who signed, the code and the verification link (no medicine, no diagnosis). */
export function prescriptionSms(doctorName: string, code: string, verifyUrl: string): string {
  const text = `${HOSPITAL}: ${clip(doctorTitle(doctorName), 34)} sent your e-prescription by e-mail. Code ${displayCode(code)}. Verify or open it: ${verifyUrl}`;
  return text.length <= SMS_MAX
    ? text
    : `${HOSPITAL}: your e-prescription code ${displayCode(code)}: ${verifyUrl}`;
}

/**
 * Queues the signed e-prescription in the signing transaction: the PDF attached to an e-mail
 * (base64, as the invoices are) and an SMS with the verification link. Both about the
 * appointment, so they are kept and swept with its other messages.
 */
export async function deliverPrescription(tx: Tx, id: number, to: Recipient): Promise<void> {
  const doc = await prescriptionDocument(tx, id);
  if (!doc) return;
  const pdf = await renderPrescriptionPdf(doc);
  await enqueue(tx, { type: 'appointment', id: to.appointmentId }, [
    {
      topic: PRESCRIPTION_TOPIC,
      channel: 'email',
      recipient: to.email,
      ...email({
        subject: `Your e-prescription from ${doctorTitle(doc.doctorName)} (${doc.appointmentReference})`,
        heading: 'Your e-prescription',
        intro: `Dear ${doc.patientName}, ${doctorTitle(doc.doctorName)} has signed your e-prescription; it is attached as a PDF.`,
        facts: [
          ['Booking', doc.appointmentReference],
          ['Signed', formatIndiaDateTime(doc.signedAt)],
          ['Verification code', displayCode(doc.verificationCode)],
        ],
        closing: [
          `Any pharmacy can check it at ${doc.verifyUrl}`,
          `Order its medicines or book its tests from your account: ${env.siteUrl}/account`,
        ],
      }),
      attachments: [
        {
          filename: prescriptionFileName(doc.appointmentReference),
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    },
    {
      topic: PRESCRIPTION_TOPIC,
      channel: 'sms',
      recipient: to.phone,
      text: prescriptionSms(doc.doctorName, doc.verificationCode, doc.verifyUrl),
    },
  ]);
}
