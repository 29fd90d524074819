'use client';

import { CallbackFormView, type CallbackFormProps } from './callback-form-view';
import { ConsultationFormView } from './consultation-form-view';
import { ContactFormView } from './contact-form-view';
import { DeferredForm } from './deferred-form';

/**
 * The lead forms as pages place them: drawn at once, their formik, yup and toast code fetched
 * only when the form is about to be used (see deferred-form.tsx).
 */

const loadCallbackForm = () => import('./callback-form').then((m) => m.CallbackForm);
const loadConsultationForm = () => import('./consultation-form').then((m) => m.ConsultationForm);
const loadContactForm = () => import('./contact-form').then((m) => m.ContactForm);

export function DeferredCallbackForm(props: CallbackFormProps) {
  return (
    <DeferredForm
      load={loadCallbackForm}
      props={props}
      shell={(bind) => <CallbackFormView {...props} bind={bind} />}
    />
  );
}

export function DeferredConsultationForm() {
  return (
    <DeferredForm
      load={loadConsultationForm}
      props={{}}
      shell={(bind) => <ConsultationFormView bind={bind} />}
    />
  );
}

export function DeferredContactForm() {
  return (
    <DeferredForm
      load={loadContactForm}
      props={{}}
      shell={(bind) => <ContactFormView bind={bind} />}
    />
  );
}
