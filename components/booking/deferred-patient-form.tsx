'use client';

import { DeferredForm } from '@/components/forms/deferred-form';
import type { PatientFormProps } from './patient-form';
import { PatientFormView } from './patient-form-view';

const loadPatientForm = () => import('./patient-form').then((m) => m.PatientForm);

/**
 * The patient details form as the appointment page places it: drawn with the summary, its
 * formik and yup code fetched just after (deferred-form.tsx).
 */
export function DeferredPatientForm(props: PatientFormProps) {
  return (
    <DeferredForm
      load={loadPatientForm}
      props={props}
      initial={{ date: props.date }}
      shell={(bind) => <PatientFormView bind={bind} busy={props.busy} forWhom={props.forWhom} />}
    />
  );
}
