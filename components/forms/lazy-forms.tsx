'use client';

import { useActionState } from 'react';
import {
  sendCallbackForm,
  sendConsultationForm,
  sendContactForm,
} from '@/app/(site)/forms/actions';
import { FORM_ANSWER_PATHS, type FormAnswer } from '@/lib/leads/form-texts';
import { CallbackFormView, type CallbackFormProps } from './callback-form-view';
import { ConsultationFormView } from './consultation-form-view';
import { ContactFormView } from './contact-form-view';
import { DeferredForm } from './deferred-form';
import { FormAnswerNote } from './form-answer-note';

/**
 * The lead forms as pages place them: drawn at once, their formik, yup and toast code fetched
 * only when the form is about to be used (see deferred-form.tsx). Until then a submit is a plain
 * post to the form's server action (app/(site)/forms/actions.ts), answered at the form's permalink
 * (FORM_ANSWER_PATHS), where the same component shows the answer above the form filled in again.
 */

const loadCallbackForm = () => import('./callback-form').then((m) => m.CallbackForm);
const loadConsultationForm = () => import('./consultation-form').then((m) => m.ConsultationForm);
const loadContactForm = () => import('./contact-form').then((m) => m.ContactForm);

/** What the server sent back of the form's own fields: the variant and page name it came from. */
function callbackProps(props: CallbackFormProps, answer: FormAnswer): CallbackFormProps {
  const sent = answer?.values;
  if (!sent) return props;
  const variant =
    sent.form === 'department' || sent.form === 'treatment' ? sent.form : props.variant;
  return { ...props, variant, pageName: sent.page_name || props.pageName };
}

export function DeferredCallbackForm(props: CallbackFormProps) {
  const [answer, action] = useActionState(sendCallbackForm, null, FORM_ANSWER_PATHS.callback);
  const formProps = callbackProps(props, answer);
  return (
    <>
      <FormAnswerNote answer={answer} />
      <DeferredForm
        load={loadCallbackForm}
        props={formProps}
        initial={answer?.status === 'refused' ? answer.values : undefined}
        errors={answer?.errors}
        action={action}
        shell={(bind) => <CallbackFormView {...formProps} bind={bind} />}
      />
    </>
  );
}

export function DeferredConsultationForm() {
  const [answer, action] = useActionState(
    sendConsultationForm,
    null,
    FORM_ANSWER_PATHS.consultation,
  );
  return (
    <>
      <FormAnswerNote answer={answer} />
      <DeferredForm
        load={loadConsultationForm}
        props={{}}
        initial={answer?.status === 'refused' ? answer.values : undefined}
        errors={answer?.errors}
        action={action}
        shell={(bind) => <ConsultationFormView bind={bind} />}
      />
    </>
  );
}

export function DeferredContactForm() {
  const [answer, action] = useActionState(sendContactForm, null, FORM_ANSWER_PATHS.contact);
  return (
    <>
      <FormAnswerNote answer={answer} listErrors />
      <DeferredForm
        load={loadContactForm}
        props={{}}
        initial={answer?.status === 'refused' ? answer.values : undefined}
        errors={answer?.errors}
        action={action}
        shell={(bind) => <ContactFormView bind={bind} />}
      />
    </>
  );
}
