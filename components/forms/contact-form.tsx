'use client';

import { useFormik } from 'formik';
import type { FormEvent } from 'react';
import { toast } from '@/components/layout/toast';
import { CONTACT_MESSAGES, contactSchema, type ContactValues } from '@/lib/leads/contact-schema';
import { ContactFormView } from './contact-form-view';
import { initialValuesFrom, useTakeOver, type Handoff } from './deferred-form';
import { formikBinder } from './formik-binder';
import { postJson } from './post-form';
import { toastFieldErrors, toastPostFailure } from './toast-errors';

const EMPTY: ContactValues = { name: '', email: '', message: '' };

/**
 * The message form of /contactus. Problems and outcomes show as toasts, as the spec has it. The
 * page shows it through DeferredContactForm (lazy-forms.tsx).
 */
export function ContactForm({ handoff }: { handoff?: Handoff }) {
  const formik = useFormik<ContactValues>({
    initialValues: initialValuesFrom(EMPTY, handoff),
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
      toastPostFailure('contact', CONTACT_MESSAGES.failure, result);
    },
  });

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const errors = await formik.validateForm();
    if (toastFieldErrors('contact', errors) > 0) {
      await formik.setTouched({ name: true, email: true, message: true }, false);
      return;
    }
    await formik.submitForm();
  }
  // Its fields are checked only on submit: fields left before the takeover are not validated.
  useTakeOver(handoff, {
    submit,
    setTouched: (touched) => formik.setTouched(touched, false),
  });

  return <ContactFormView bind={{ ...formikBinder(formik), onSubmit: submit }} />;
}
