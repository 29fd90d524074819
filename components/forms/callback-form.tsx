'use client';

import { useFormik } from 'formik';
import { useRouter } from 'next/navigation';
import { useId, useMemo } from 'react';
import { toast } from 'sonner';
import { callbackSchema, type CallbackValues } from '@/lib/validation/callback';
import { InputField, SelectField } from './form-field';
import styles from './forms.module.css';
import { postJson } from './post-form';

/**
 * The 'Book FREE Doctor Appointment' callback form of department pages (sidebar; the address is
 * a location select) and treatment pages (the address is typed). The same yup schema checks the
 * request again on the server.
 */
export type CallbackFormProps = {
  pageName: string;
  variant: 'department' | 'treatment';
  locations: string[];
};

export const CALLBACK_TOASTS = {
  success: 'Our Team will connect with you soon.',
  refused: 'Failed to submit data. Please try again.',
  network: 'An error occurred while submitting form data. Please try again.',
} as const;

export function CallbackForm({ pageName, variant, locations }: CallbackFormProps) {
  const router = useRouter();
  const uid = useId();
  const schema = useMemo(() => callbackSchema(variant), [variant]);
  const formik = useFormik<CallbackValues>({
    initialValues: {
      patient_name: '',
      contact_number: '',
      email_id: '',
      disease: '',
      address: '',
      page_name: pageName,
    },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const result = await postJson('/api/booking/create_booking', { ...values, form: variant });
      if (result.kind === 'ok') {
        helpers.resetForm();
        toast.success(CALLBACK_TOASTS.success);
        router.push('/doctors');
        return;
      }
      if (result.kind === 'network') {
        toast.error(CALLBACK_TOASTS.network);
        return;
      }
      toast.error(CALLBACK_TOASTS.refused);
      helpers.setErrors(result.errors);
    },
  });

  const error = (name: keyof CallbackValues) =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;
  const id = (name: string) => `${uid}-${name}`;
  const headingId = id('heading');

  return (
    <section className={styles.card} aria-labelledby={headingId} data-page={pageName}>
      <h2 id={headingId} className={styles.title}>
        Book FREE Doctor Appointment
      </h2>
      <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
        <InputField
          id={id('patient_name')}
          label="Patient Name"
          autoComplete="name"
          error={error('patient_name')}
          {...formik.getFieldProps('patient_name')}
        />
        <InputField
          id={id('contact_number')}
          label="Contact Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={error('contact_number')}
          {...formik.getFieldProps('contact_number')}
        />
        <InputField
          id={id('email_id')}
          label="Email"
          type="email"
          autoComplete="email"
          error={error('email_id')}
          {...formik.getFieldProps('email_id')}
        />
        <InputField
          id={id('disease')}
          label="Disease (comma separated)"
          placeholder="e.g. fever, back pain"
          error={error('disease')}
          {...formik.getFieldProps('disease')}
        />
        {variant === 'department' ? (
          <SelectField
            id={id('address')}
            label="Location"
            placeholder="Select your location"
            options={locations}
            error={error('address')}
            {...formik.getFieldProps('address')}
          />
        ) : (
          <InputField
            id={id('address')}
            label="Address"
            autoComplete="street-address"
            error={error('address')}
            {...formik.getFieldProps('address')}
          />
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Booking...' : 'Book Appointment'}
        </button>
      </form>
    </section>
  );
}
