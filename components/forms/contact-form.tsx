'use client';

import { useFormik } from 'formik';
import { useId, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CONTACT_MESSAGES, contactSchema, type ContactValues } from '@/lib/validation/contact';
import { InputField, TextareaField } from './form-field';
import styles from './forms.module.css';
import { postJson } from './post-form';
import { toastFieldErrors } from './toast-errors';

const EMPTY: ContactValues = { name: '', email: '', message: '' };

/** The message form of /contactus. Problems and outcomes show as toasts, as the spec has it. */
export function ContactForm() {
  const uid = useId();
  const formik = useFormik<ContactValues>({
    initialValues: EMPTY,
    validationSchema: contactSchema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const result = await postJson('/api/contactform/add_contactform', values);
      if (result.kind === 'ok') {
        helpers.resetForm();
        toast.success(CONTACT_MESSAGES.success);
        return;
      }
      toast.error(CONTACT_MESSAGES.failure);
      if (result.kind === 'refused') toastFieldErrors('contact', result.errors);
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (toastFieldErrors('contact', errors) > 0) {
      await formik.setTouched({ name: true, email: true, message: true }, false);
      return;
    }
    await formik.submitForm();
  }

  const invalid = (name: keyof ContactValues) =>
    Boolean(formik.touched[name] && formik.errors[name]);
  // The page gives the heading and the card around the form; the form carries its own name.
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Send us a message">
      <div className={styles.grid}>
        <InputField
          id={`${uid}-name`}
          label="Name"
          autoComplete="name"
          invalid={invalid('name')}
          {...formik.getFieldProps('name')}
        />
        <InputField
          id={`${uid}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          invalid={invalid('email')}
          {...formik.getFieldProps('email')}
        />
        <div className={styles.wide}>
          <TextareaField
            id={`${uid}-message`}
            label="Message"
            rows={5}
            invalid={invalid('message')}
            {...formik.getFieldProps('message')}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
