import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FormBinder } from '@/components/forms/deferred-form';
import type { PatientFormValues } from '@/lib/booking/schema';
import styles from './appointment-checkout.module.css';

type FieldName = keyof PatientFormValues;

type Props = {
  bind: FormBinder<FieldName>;
  /** A payment is in progress. */
  busy: boolean;
  /** The form-wide alert ('All fields are required'), once a submit found fields missing. */
  alert?: string;
  /** A signed-in patient's 'For whom' (components/account/for-whom.tsx); none for a guest. */
  forWhom?: ReactNode;
};

const FIELDS: {
  name: Exclude<FieldName, 'gender'>;
  label: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}[] = [
  { name: 'name', label: 'Patient name', input: { type: 'text', autoComplete: 'name' } },
  {
    name: 'phone',
    label: 'Phone number',
    input: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 },
  },
  { name: 'email', label: 'Email', input: { type: 'email', autoComplete: 'email' } },
  { name: 'age', label: 'Age', input: { type: 'number', inputMode: 'numeric', min: 0, max: 130 } },
  { name: 'disease', label: 'Disease or symptoms', input: { type: 'text' } },
  {
    name: 'pincode',
    label: 'Pincode',
    input: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 },
  },
  { name: 'date', label: 'Appointment date', input: { type: 'text', readOnly: true } },
];

/**
 * The markup of the patient details form of /addtocart/appointment, drawn the same before its
 * script loads (deferred-form.tsx) and after (patient-form.tsx).
 */
export function PatientFormView({ bind, busy, alert, forWhom }: Props) {
  const describe = (name: FieldName) => {
    const error = bind.error(name);
    return {
      id: `patient-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `patient-${name}-error` : undefined,
      ...bind.field(name),
    };
  };
  const errorText = (name: FieldName) => {
    const error = bind.error(name);
    return error ? (
      <p id={`patient-${name}-error`} className={styles.error}>
        {error}
      </p>
    ) : null;
  };

  return (
    <form
      method="post"

      noValidate
      className={styles.form}
      aria-labelledby="patient-title"
      onSubmit={bind.onSubmit}
    >
      <h2 id="patient-title" className={styles.cardTitle}>
        Patient details
      </h2>
      {alert ? (
        <p role="alert" className={styles.formAlert}>
          {alert}
        </p>
      ) : null}
      {forWhom}
      <div className={styles.fields}>
        {FIELDS.map(({ name, label, input }) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`patient-${name}`}>{label}</label>
            <input {...input} {...describe(name)} />
            {errorText(name)}
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor="patient-gender">Gender</label>
          <select {...describe('gender')}>
            <option value="">Select gender</option>
            <option value="male">Male</option>
            <option value="female">Female</option>
            <option value="other">Other</option>
          </select>
          {errorText('gender')}
        </div>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Processing...' : 'Pay Now'}
      </button>
    </form>
  );
}
