'use client';

import { useFormik } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { toast } from 'sonner';
import { ALL_FIELDS_REQUIRED, emptyPatientForm, patientSchema } from '@/lib/validation/appointment';
import styles from './appointment-checkout.module.css';

export type PatientFormValues = ReturnType<typeof emptyPatientForm>;
type FieldName = keyof PatientFormValues;

type Props = {
  date: string;
  busy: boolean;
  /** Called with valid values when 'Pay Now' is pressed. */
  onPayNow: (values: PatientFormValues) => void;
  /** Field errors the server answered with (400), shown like the browser's own. */
  serverErrors?: Partial<Record<FieldName, string>>;
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

/** The patient details form of /addtocart/appointment, validated by the schema the server uses. */
export function PatientForm({ date, busy, onPayNow, serverErrors = {} }: Props) {
  const formik = useFormik<PatientFormValues>({
    initialValues: emptyPatientForm(date),
    validationSchema: patientSchema,
    onSubmit: (values) => onPayNow(values),
  });

  const errorOf = (name: FieldName) =>
    (formik.submitCount > 0 || formik.touched[name] ? formik.errors[name] : undefined) ??
    serverErrors[name];
  const missing =
    formik.submitCount > 0 && Object.values(formik.errors).includes(ALL_FIELDS_REQUIRED);

  const describe = (name: FieldName) => ({
    id: `patient-${name}`,
    name,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `patient-${name}-error` : undefined,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  });

  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="patient-title"
      onSubmit={async (event) => {
        event.preventDefault();
        const errors = await formik.validateForm();
        if (Object.values(errors).includes(ALL_FIELDS_REQUIRED)) toast.error(ALL_FIELDS_REQUIRED);
        formik.handleSubmit();
      }}
    >
      <h2 id="patient-title" className={styles.cardTitle}>
        Patient details
      </h2>
      {missing ? (
        <p role="alert" className={styles.formAlert}>
          {ALL_FIELDS_REQUIRED}
        </p>
      ) : null}
      <div className={styles.fields}>
        {FIELDS.map(({ name, label, input }) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`patient-${name}`}>{label}</label>
            <input {...input} {...describe(name)} value={formik.values[name]} />
            {errorOf(name) ? (
              <p id={`patient-${name}-error`} className={styles.error}>
                {errorOf(name)}
              </p>
            ) : null}
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor="patient-gender">Gender</label>
          <select {...describe('gender')} value={formik.values.gender}>
            <option value="">Select gender</option>
            <option value="male">Male</option>
            <option value="female">Female</option>
            <option value="other">Other</option>
          </select>
          {errorOf('gender') ? (
            <p id="patient-gender-error" className={styles.error}>
              {errorOf('gender')}
            </p>
          ) : null}
        </div>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Processing...' : 'Pay Now'}
      </button>
    </form>
  );
}
