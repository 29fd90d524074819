'use client';

import { InputField, SelectField } from '@/components/forms/form-field';
import { GENDER_LABELS, LAB_GENDERS, LAB_MAX_AGE, type LabGender } from '@/lib/lab/booking-rules';
import type { LabOrderForm, PatientRow } from './use-lab-order-form';
import styles from './lab-checkout-sections.module.css';

const GENDER_OPTIONS = LAB_GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

/**
 * One row per person the tests are for (the largest quantity in the cart): name, age, gender.
 * Each field shows the shared schema's message (or the server's) under it.
 */
export function PatientFields({ form }: { form: LabOrderForm }) {
  const count = form.rows.length;
  const listError = form.error('patients');
  return (
    <section className={styles.section} aria-labelledby="lab-patients">
      <h2 id="lab-patients" className={styles.title}>
        Patients
      </h2>
      <p className={styles.lead}>
        {count === 1
          ? 'Who is the sample for?'
          : `The tests are for ${count} people: add each of them (a test's quantity is the number of people taking it).`}
      </p>
      {listError && (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      )}
      {form.rows.map((row, i) => {
        const path = (name: keyof PatientRow) => `patients[${i}].${name}`;
        /** What each field of the row takes: its id, its problem, and being touched on leaving. */
        const rowField = (name: keyof PatientRow) => ({
          id: `lab-patient-${i}-${name}`,
          error: form.error(path(name)),
          onBlur: () => form.touch(path(name)),
        });
        return (
          <fieldset key={i} className={styles.patient} data-testid="lab-patient">
            <legend className={styles.legend}>Patient {i + 1}</legend>
            <InputField
              {...rowField('name')}
              label="Full name"
              autoComplete={i === 0 ? 'name' : 'off'}
              maxLength={100}
              value={row.name}
              onChange={(e) => form.setPatient(i, { name: e.target.value })}
            />
            <InputField
              {...rowField('age')}
              label="Age"
              type="number"
              inputMode="numeric"
              min={0}
              max={LAB_MAX_AGE}
              step={1}
              value={row.age}
              onChange={(e) => form.setPatient(i, { age: e.target.value })}
            />
            <SelectField
              {...rowField('gender')}
              label="Gender"
              placeholder="Select"
              options={GENDER_OPTIONS}
              value={row.gender}
              onChange={(e) => form.setPatient(i, { gender: e.target.value as LabGender | '' })}
            />
          </fieldset>
        );
      })}
    </section>
  );
}
