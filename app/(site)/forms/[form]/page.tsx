import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  DeferredCallbackForm,
  DeferredConsultationForm,
  DeferredContactForm,
} from '@/components/forms/lazy-forms';
import { FORM_ANSWER_PATHS, type AnsweredForm } from '@/lib/leads/form-texts';
import { buildMetadata } from '@/lib/seo/metadata';
import { getBranches } from '@/lib/site/reads';

// The answer to a form sent without script: rendered per request (strict CSP), never indexed.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ form: string }> };

const TITLES: Record<AnsweredForm, string> = {
  callback: 'Book FREE Doctor Appointment',
  consultation: 'Request a consultation',
  contact: 'Send us a message',
};

const isAnswered = (form: string): form is AnsweredForm => Object.hasOwn(FORM_ANSWER_PATHS, form);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { form } = await params;
  if (!isAnswered(form)) return {};
  return buildMetadata({
    title: TITLES[form],
    description: 'Your request to Saithunga Hospital.',
    path: FORM_ANSWER_PATHS[form],
    noindex: true,
  });
}

/**
 * /forms/callback, /forms/consultation and /forms/contact: where a lead form sent before its
 * script loaded (or without script) shows the server's answer (app/(site)/forms/actions.ts). The
 * form's own component reads the answer (useActionState with this page as its permalink) and
 * shows it above the form, filled in again when something was refused.
 */
export default async function FormAnswerPage({ params }: Props) {
  const { form } = await params;
  if (!isAnswered(form)) notFound();
  return (
    <section className="section">
      <div className="container" style={{ maxWidth: '40rem' }}>
        <h1 className="section-title">{TITLES[form]}</h1>
        {form === 'callback' ? (
          <DeferredCallbackForm
            pageName="forms"
            variant="department"
            locations={(await getBranches()).map((branch) => branch.name)}
          />
        ) : form === 'consultation' ? (
          <DeferredConsultationForm />
        ) : (
          <DeferredContactForm />
        )}
      </div>
    </section>
  );
}
