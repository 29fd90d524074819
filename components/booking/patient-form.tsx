'use client';

import { useFormik } from 'formik';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { withPrefill, type Prefill } from '@/components/account/for-whom';
import { initialValuesFrom, useTakeOver, type Handoff } from '@/components/forms/deferred-form';
import { formikBinder } from '@/components/forms/formik-binder';
import { toast } from '@/components/layout/toast';
import {
  ALL_FIELDS_REQUIRED,
  emptyPatientForm,
  patientSchema,
  type PatientFormValues,
} from '@/lib/booking/schema';
import { PatientFormView } from './patient-form-view';

type FieldName = keyof PatientFormValues;

export type PatientFormProps = {
  date: string;
  busy: boolean;
  /** Called with valid values when 'Pay Now' is pressed. */
  onPayNow: (values: PatientFormValues) => void;
  /** Field errors the server answered with (400), shown like the browser's own. */
  serverErrors?: Partial<Record<FieldName, string>>;
  /** A signed-in patient's details for the person chosen under 'For whom' (none for a guest). */
  prefill?: Prefill<PatientFormValues> | null;
  /** The 'For whom' choice, shown under the form's title (none for a guest). */
  forWhom?: ReactNode;
};

/**
 * The patient details form of /addtocart/appointment, validated by the schema the server uses.
 * The page shows it through DeferredPatientForm, which draws it at once and loads this module
 * right after.
 */
export function PatientForm({
  date,
  busy,
  onPayNow,
  serverErrors = {},
  prefill,
  forWhom,
  handoff,
}: PatientFormProps & { handoff?: Handoff }) {
  const formik = useFormik<PatientFormValues>({
    // The date is the chosen slot's, whatever the page held.
    initialValues: { ...initialValuesFrom(emptyPatientForm(date), handoff), date },
    validationSchema: patientSchema,
    onSubmit: (values) => onPayNow(values),
  });

  const { setValues } = formik;
  useEffect(() => {
    if (prefill) void setValues((current) => withPrefill(current, prefill));
  }, [prefill, setValues]);

  const errorOf = (name: FieldName) =>
    (formik.submitCount > 0 || formik.touched[name] ? formik.errors[name] : undefined) ??
    serverErrors[name];
  const missing =
    formik.submitCount > 0 && Object.values(formik.errors).includes(ALL_FIELDS_REQUIRED);

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const errors = await formik.validateForm();
    if (Object.values(errors).includes(ALL_FIELDS_REQUIRED)) toast.error(ALL_FIELDS_REQUIRED);
    formik.handleSubmit();
  }
  useTakeOver(handoff, { submit, setTouched: formik.setTouched });

  return (
    <PatientFormView
      bind={{ ...formikBinder(formik), error: errorOf, onSubmit: submit }}
      busy={busy}
      alert={missing ? ALL_FIELDS_REQUIRED : undefined}
      forWhom={forWhom}
    />
  );
}
