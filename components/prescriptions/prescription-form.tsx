'use client';

import { useId, useState } from 'react';
import { StaffForm } from '@/components/staff/staff-form';
import { useTypedEarly } from '@/components/ui/use-typed-early';
import type { ActionState } from '@/lib/staff/action';
import {
  listRefusal,
  TELEMEDICINE_LIST_LABELS,
  type ConsultationType,
} from '@/lib/prescriptions/rules';
import { MAX_PRESCRIPTION_ITEMS } from '@/lib/prescriptions/schema';
import { CataloguePicker, type CatalogueSearch, type DraftLine } from './catalogue-picker';
import styles from '@/components/staff/staff.module.css';
import css from './prescription.module.css';

const MEDICINE_FACTS = [
  ['strength', 'Strength', 'e.g. 500 mg'],
  ['dose', 'Dose', 'e.g. 1 tablet'],
  ['frequency', 'Frequency', 'e.g. twice a day'],
  ['duration', 'Duration', 'e.g. 5 days'],
] as const;

/**
 * The e-prescription form (the doctor's own consultation): diagnosis, medicine and test lines
 * picked from the catalogues or typed, advice and follow-up. Each medicine the consultation may
 * not have is explained on its line at once (lib/prescriptions/rules.ts); the server decides
 * again when it signs, and its refusals name the line.
 */
export function PrescriptionForm({
  action,
  search,
  reference,
  mode,
  consultationType,
}: {
  action: (previous: ActionState, form: FormData) => Promise<ActionState>;
  search: CatalogueSearch;
  reference: string;
  mode: 'clinic' | 'video';
  consultationType: ConsultationType;
}) {
  const id = useId();
  const [diagnosis, setDiagnosis] = useState('');
  const [advice, setAdvice] = useState('');
  const [followUpDate, setFollowUpDate] = useState('');
  const diagnosisRef = useTypedEarly<HTMLTextAreaElement>(setDiagnosis);
  const adviceRef = useTypedEarly<HTMLTextAreaElement>(setAdvice);
  const followUpRef = useTypedEarly<HTMLInputElement>(setFollowUpDate);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const update = (key: number, change: Partial<DraftLine>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const add = (line: DraftLine) =>
    setLines((all) => (all.length < MAX_PRESCRIPTION_ITEMS ? [...all, line] : all));
  const payload = JSON.stringify({
    diagnosis,
    advice,
    followUpDate,
    items: lines.map((l) => ({
      kind: l.kind,
      catalogueId: l.catalogueId,
      name: l.name,
      instructions: l.instructions,
      ...(l.kind === 'medicine'
        ? { strength: l.strength, dose: l.dose, frequency: l.frequency, duration: l.duration }
        : {}),
    })),
  });
  return (
    <StaffForm action={action} submit="Sign and send e-prescription" needsScript>
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="prescription" value={payload} />
      <div className={styles.field}>
        <label htmlFor={`${id}-diagnosis`}>Diagnosis or provisional diagnosis</label>
        <textarea
          id={`${id}-diagnosis`}
          rows={2}
          maxLength={500}
          required
          ref={diagnosisRef}
          value={diagnosis}
          onChange={(e) => setDiagnosis(e.target.value)}
        />
      </div>
      <fieldset className={css.lines}>
        <legend>Medicines and investigations</legend>
        {lines.length === 0 ? <p className={styles.hint}>No lines yet.</p> : null}
        <ol className={css.lineList}>
          {lines.map((line, index) => {
            const refusal =
              line.kind === 'medicine' && line.list
                ? listRefusal(line.list, mode, consultationType)
                : null;
            const at = `${id}-line-${line.key}`;
            return (
              <li key={line.key} className={css.line} aria-label={`Line ${index + 1}`}>
                <div className={css.lineHead}>
                  <strong>
                    {line.kind === 'medicine' ? 'Medicine' : 'Investigation'}
                    {line.catalogueId ? `: ${line.name}` : ''}
                  </strong>
                  {line.list ? (
                    <span className={styles.hint}> {TELEMEDICINE_LIST_LABELS[line.list]}</span>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                  >
                    Remove line {index + 1}
                  </button>
                </div>
                {refusal ? (
                  <p className={styles.fieldError} role="alert">
                    {refusal}
                  </p>
                ) : null}
                <div className={css.facts}>
                  {line.catalogueId ? null : (
                    <div className={styles.field}>
                      <label htmlFor={`${at}-name`}>Name</label>
                      <input
                        id={`${at}-name`}
                        value={line.name}
                        maxLength={200}
                        onChange={(e) => update(line.key, { name: e.target.value })}
                      />
                    </div>
                  )}
                  {line.kind === 'medicine'
                    ? MEDICINE_FACTS.map(([field, label, hint]) => (
                        <div className={styles.field} key={field}>
                          <label htmlFor={`${at}-${field}`}>{label}</label>
                          <input
                            id={`${at}-${field}`}
                            value={line[field]}
                            placeholder={hint}
                            maxLength={field === 'strength' ? 100 : 200}
                            onChange={(e) => update(line.key, { [field]: e.target.value })}
                          />
                        </div>
                      ))
                    : null}
                  <div className={styles.field}>
                    <label htmlFor={`${at}-instructions`}>Instructions</label>
                    <input
                      id={`${at}-instructions`}
                      value={line.instructions}
                      maxLength={300}
                      onChange={(e) => update(line.key, { instructions: e.target.value })}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <div className={css.pickers}>
          <CataloguePicker kind="medicine" label="Find a medicine" search={search} onPick={add} />
          <CataloguePicker
            kind="investigation"
            label="Find a lab test"
            search={search}
            onPick={add}
          />
        </div>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-advice`}>Advice</label>
        <textarea
          id={`${id}-advice`}
          rows={3}
          maxLength={2000}
          ref={adviceRef}
          value={advice}
          onChange={(e) => setAdvice(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-follow-up`}>Follow-up date (optional)</label>
        <input
          id={`${id}-follow-up`}
          type="date"
          ref={followUpRef}
          value={followUpDate}
          onChange={(e) => setFollowUpDate(e.target.value)}
        />
      </div>
    </StaffForm>
  );
}
