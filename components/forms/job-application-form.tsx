'use client';

import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/layout/toast';
import { CloseIcon } from '@/components/ui/icons';
import {
  CAREER_MESSAGES,
  careerSchema,
  isUploadedFile,
  type CareerValues,
} from '@/lib/careers/schema';
import { FormFrame } from './form-frame';
import { InputField } from './form-field';
import styles from './forms.module.css';
import { postMultipart } from './post-form';
import { reloadPage } from './reload-page';
import { toastFieldErrors, toastPostFailure } from './toast-errors';

/**
 * The inline application form of one job on /careers. The careers list opens it ('Apply Now'),
 * passes the job, and closes every form with `onClose`. Problems show as toasts (spec section 5);
 * after a successful application the page reloads, once the visitor has seen the toast.
 */
export type JobApplicationFormProps = {
  job: { id: number; title: string };
  onClose: () => void;
};

/** Long enough to read the success toast before the reload replaces the page. */
export const RELOAD_DELAY_MS = 1500;

type Values = Omit<CareerValues, 'resume_pdf'> & { resume_pdf: File | undefined };

export function JobApplicationForm({ job, onClose }: JobApplicationFormProps) {
  const uid = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(false);
  const formik = useFormik<Values>({
    initialValues: {
      name: '',
      email: '',
      phone_number: '',
      job_title: job.title,
      job_id: String(job.id),
      resume_pdf: undefined,
    },
    validationSchema: careerSchema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values) => {
      const body = new FormData();
      body.set('name', values.name);
      body.set('email', values.email);
      body.set('phone_number', values.phone_number);
      body.set('job_title', values.job_title);
      body.set('job_id', values.job_id);
      if (values.resume_pdf) body.set('resume_pdf', values.resume_pdf);
      const result = await postMultipart('/api/carrer/create_carrerform', body);
      if (result.kind === 'ok') {
        // Stored: the button stays off until the page reloads, or a second press sends it twice.
        setSent(true);
        toast.success(CAREER_MESSAGES.success);
        window.setTimeout(reloadPage, RELOAD_DELAY_MS);
        return;
      }
      toastPostFailure('career', CAREER_MESSAGES.failure, result);
    },
  });

  useEffect(() => {
    firstField.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent) return;
    const errors = await formik.validateForm();
    if (toastFieldErrors('career', errors) > 0) return;
    await formik.submitForm();
  }

  const invalid = (name: keyof Values) => Boolean(formik.submitCount > 0 && formik.errors[name]);
  /** A text field's id, its mark once a submit has found it wrong, and formik's value and handlers. */
  const textField = (name: 'name' | 'email' | 'phone_number', idSuffix: string) => ({
    id: `${uid}-${idSuffix}`,
    invalid: invalid(name),
    ...formik.getFieldProps(name),
  });
  const headingId = `${uid}-heading`;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          Apply for {job.title}
        </h3>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label="Close application form"
        >
          <CloseIcon />
        </button>
      </div>
      <FormFrame
        onSubmit={submit}
        labelledBy={headingId}
        busy={formik.isSubmitting}
        busyText="Submitting..."
        disabled={formik.isSubmitting || sent}
        submitText="Submit Application"
      >
        <InputField
          ref={firstField}
          label="Name"
          autoComplete="name"
          {...textField('name', 'name')}
        />
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          {...textField('email', 'email')}
        />
        <InputField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          {...textField('phone_number', 'phone')}
        />
        <InputField id={`${uid}-job`} label="Job Title" readOnly value={formik.values.job_title} />
        <div className={styles.wide}>
          <InputField
            id={`${uid}-resume`}
            label="Resume (.pdf, .doc or .docx, up to 5 MB)"
            type="file"
            name="resume_pdf"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            invalid={invalid('resume_pdf')}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              void formik.setFieldValue(
                'resume_pdf',
                isUploadedFile(file) ? file : undefined,
                false,
              );
            }}
          />
        </div>
      </FormFrame>
    </section>
  );
}
