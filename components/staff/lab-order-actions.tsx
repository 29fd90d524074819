'use client';

import {
  cancelLabOrderAction,
  markLabSampleCollectedAction,
  retryLabOrderRefundAction,
  uploadLabReportAction,
} from '@/app/staff/(console)/actions';
import {
  LAB_CANCEL_REASON_MAX,
  LAB_REPORT_MAX_BYTES,
  REPORT_MESSAGES,
} from '@/lib/lab/order-steps';
import { formatInr } from '@/lib/money';
import type { ActionState } from '@/lib/staff/action';
import { StaffForm } from './staff-form';
import styles from './staff.module.css';

/**
 * A file over the limit is refused here, before a byte is sent: the server action's body limit
 * would otherwise end the request with an error instead of the field's message. The server
 * checks the size (and that it is a PDF) again.
 */
async function uploadWithinLimit(previous: ActionState, form: FormData): Promise<ActionState> {
  const file = form.get('file');
  if (file instanceof File && file.size > LAB_REPORT_MAX_BYTES) {
    return { ok: false, message: REPORT_MESSAGES.tooBig, errors: { file: REPORT_MESSAGES.tooBig } };
  }
  return uploadLabReportAction(previous, form);
}

/**
 * The lab's steps open to an order: 'Mark sample collected' while it is booked, then the report's
 * upload (or its replacement, a corrected report); before the visit, cancelling it with a full
 * refund (`cancelRefundPaise`, behind a disclosure so it is not pressed by mistake); a refund that
 * has not reached the provider, retried. The server checks each step again, so a stale page
 * cannot take a wrong one.
 */
export function LabOrderActions({
  id,
  collect,
  earlyNote,
  upload,
  cancelRefundPaise,
  refundToRetry,
}: {
  id: number;
  collect: boolean;
  /** Before the booked day: the box that says the sample was taken early (order-steps.ts). */
  earlyNote: string | null;
  upload: 'first' | 'replace' | null;
  /** The amount a cancellation refunds; null when the order may not be cancelled. */
  cancelRefundPaise: number | null;
  refundToRetry: boolean;
}) {
  if (!collect && !upload && cancelRefundPaise === null && !refundToRetry) {
    return <p>Nothing more to do for this order.</p>;
  }
  return (
    <>
      {collect ? (
        <StaffForm action={markLabSampleCollectedAction} submit="Mark sample collected" inline>
          <input type="hidden" name="id" value={id} />
          {earlyNote ? (
            <label>
              <input type="checkbox" name="early" value="true" /> {earlyNote}
            </label>
          ) : null}
        </StaffForm>
      ) : null}
      {upload ? (
        <StaffForm
          action={uploadWithinLimit}
          submit={upload === 'replace' ? 'Replace report' : 'Upload report'}
        >
          <input type="hidden" name="id" value={id} />
          <div className={styles.field}>
            <label htmlFor="lab-report-file">
              {upload === 'replace' ? 'Corrected report' : 'Report'} (PDF, at most 10 MB)
            </label>
            {upload === 'replace' ? (
              <p id="lab-report-hint" className={styles.hint}>
                The new file replaces the report the patient can download now.
              </p>
            ) : null}
            <input
              id="lab-report-file"
              name="file"
              type="file"
              accept="application/pdf,.pdf"
              aria-describedby={upload === 'replace' ? 'lab-report-hint' : undefined}
            />
          </div>
        </StaffForm>
      ) : null}
      {cancelRefundPaise !== null ? (
        <details>
          <summary>Cancel this collection…</summary>
          <StaffForm action={cancelLabOrderAction} submit="Cancel collection and refund" danger>
            <input type="hidden" name="id" value={id} />
            <div className={styles.field}>
              <label htmlFor="lab-cancel-reason">
                Reason (the patient reads it; the full {formatInr(cancelRefundPaise)} is refunded
                and the window&apos;s place freed)
              </label>
              <textarea
                id="lab-cancel-reason"
                name="reason"
                rows={3}
                maxLength={LAB_CANCEL_REASON_MAX}
              />
            </div>
          </StaffForm>
        </details>
      ) : null}
      {refundToRetry ? (
        <StaffForm action={retryLabOrderRefundAction} submit="Retry refund">
          <input type="hidden" name="id" value={id} />
        </StaffForm>
      ) : null}
    </>
  );
}
