'use client';

import { useActionState } from 'react';
import { updateLeadAction } from '@/app/staff/(console)/actions';
import type { LeadKind } from '@/lib/leads/queue';
import {
  LEAD_NOTE_MAX,
  LEAD_STATUS_LABELS,
  nextLeadStatuses,
  type LeadStatus,
} from '@/lib/leads/status';
import { FieldError, FormMessage } from './form-message';
import styles from './staff.module.css';

/** The desk's status and note of one lead; the server decides what moves are allowed. */
export function LeadForm({
  kind,
  id,
  status,
  note,
}: {
  kind: LeadKind;
  id: number;
  status: LeadStatus;
  note: string;
}) {
  const [state, action, pending] = useActionState(updateLeadAction, null);
  const errors = state?.errors ?? {};
  const choices = [status, ...nextLeadStatuses(status)];
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="note_seen" value={note} />
      <FormMessage state={state} />
      <div className={styles.field}>
        <label htmlFor="lead-status">Status</label>
        <select
          id="lead-status"
          name="status"
          defaultValue={status}
          key={status}
          aria-describedby={errors.status ? 'lead-status-error' : undefined}
        >
          {choices.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <FieldError id="lead-status-error" message={errors.status} />
      </div>
      <div className={styles.field}>
        <label htmlFor="lead-note">Note</label>
        <textarea
          id="lead-note"
          name="note"
          rows={4}
          maxLength={LEAD_NOTE_MAX}
          defaultValue={note}
          key={note}
          aria-describedby={errors.note ? 'lead-note-error' : undefined}
        />
        <FieldError id="lead-note-error" message={errors.note} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
