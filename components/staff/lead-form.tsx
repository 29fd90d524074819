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
import { FormMessage } from './form-message';
import { StatusNoteFields } from './status-note-fields';
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
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="note_seen" value={note} />
      <FormMessage state={state} />
      <StatusNoteFields
        idPrefix="lead"
        status={status}
        moves={nextLeadStatuses(status)}
        labels={LEAD_STATUS_LABELS}
        note={note}
        noteMax={LEAD_NOTE_MAX}
        errors={state?.errors}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
