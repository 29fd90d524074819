'use client';

import { useFormik } from 'formik';
import { useId } from 'react';
import { toast } from 'sonner';
import { consultationSchema, type ConsultationValues } from '@/lib/validation/callback';
import { CALLBACK_TOASTS } from './callback-form';
import { InputField } from './form-field';
import styles from './forms.module.css';
import { postJson } from './post-form';

/** The page name stored with requests from this form. */
export const CONSULTATION_PAGE_NAME = 'doctors';

/**
 * The consultation form of /doctors: patient name, mobile number, location and disease. The spec
 * shows no submit behaviour; it stores a callback request like the department and treatment
 * forms do, so every lead reaches the same list.
 */
export function ConsultationForm() {
  const uid = useId();
  const formik = useFormik<ConsultationValues>({
    initialValues: {
      patient_name: '',
      contact_number: '',
      address: '',
      disease: '',
      page_name: CONSULTATION_PAGE_NAME,
    },
    validationSchema: consultationSchema,
    onSubmit: async (values, helpers) => {
      const result = await postJson('/api/booking/create_booking', { ...values, form: 'doctors' });
      if (result.kind === 'ok') {
        helpers.resetForm();
        toast.success(CALLBACK_TOASTS.success);
      } else if (result.kind === 'network') {
        toast.error(CALLBACK_TOASTS.network);
      } else {
        toast.error(CALLBACK_TOASTS.refused);
        helpers.setErrors(result.errors);
      }
    },
  });

  const error = (name: keyof ConsultationValues) =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;
  // /doctors puts the form in its own card under its own heading.
  return (
    <form
      className={styles.form}
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label="Request a consultation"
    >
      <div className={styles.grid}>
        <InputField
          id={`${uid}-patient_name`}
          label="Patient Name"
          autoComplete="name"
          required
          error={error('patient_name')}
          {...formik.getFieldProps('patient_name')}
        />
        <InputField
          id={`${uid}-contact_number`}
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          error={error('contact_number')}
          {...formik.getFieldProps('contact_number')}
        />
        <InputField
          id={`${uid}-address`}
          label="Location"
          autoComplete="address-level2"
          required
          error={error('address')}
          {...formik.getFieldProps('address')}
        />
        <InputField
          id={`${uid}-disease`}
          label="Disease"
          required
          error={error('disease')}
          {...formik.getFieldProps('disease')}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Submitting...' : 'Get Consultation'}
        </button>
      </div>
    </form>
  );
}
