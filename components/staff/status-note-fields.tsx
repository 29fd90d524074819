import { FieldError } from './form-message';
import styles from './staff.module.css';

/**
 * The desk's decision on a lead or a job application: its status, kept or moved to one of the
 * `moves` allowed from it (named by `labels`), and its note. `errors` are the last save's
 * refusals, each under its field (`{idPrefix}-status-error`, `{idPrefix}-note-error`).
 */
export function StatusNoteFields<Status extends string>({
  idPrefix,
  status,
  moves,
  labels,
  note,
  noteMax,
  errors = {},
}: {
  idPrefix: string;
  status: Status;
  moves: readonly Status[];
  labels: Record<Status, string>;
  note: string;
  noteMax: number;
  errors?: { status?: string; note?: string };
}) {
  const errorId = (field: 'status' | 'note') =>
    errors[field] ? `${idPrefix}-${field}-error` : undefined;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-status`}>Status</label>
        <select
          id={`${idPrefix}-status`}
          name="status"
          defaultValue={status}
          key={status}
          aria-describedby={errorId('status')}
        >
          {[status, ...moves].map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </select>
        <FieldError id={`${idPrefix}-status-error`} message={errors.status} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-note`}>Note</label>
        <textarea
          id={`${idPrefix}-note`}
          name="note"
          rows={4}
          maxLength={noteMax}
          defaultValue={note}
          key={note}
          aria-describedby={errorId('note')}
        />
        <FieldError id={`${idPrefix}-note-error`} message={errors.note} />
      </div>
    </>
  );
}
