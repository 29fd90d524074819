'use client';

import { useFormik } from 'formik';
import { toast } from '@/components/layout/toast';
import { consultationSchema, type ConsultationValues } from '@/lib/leads/callback-schema';
import { CALLBACK_TOASTS, CONSULTATION_PAGE_NAME } from '@/lib/leads/form-texts';
import { ConsultationFormView } from './consultation-form-view';
import { initialValuesFrom, useTakeOver, type Handoff } from './deferred-form';
import { formikBinder } from './formik-binder';
import { postJson, serverNote } from './post-form';

export { CONSULTATION_PAGE_NAME };

/**
 * The consultation form of /doctors: patient name, mobile number, location and disease. The spec
 * shows no submit behaviour; it stores a callback request like the department and treatment
 * forms do, so every lead reaches the same list. /doctors shows it through
 * DeferredConsultationForm (lazy-forms.tsx).
 */
export function ConsultationForm({ handoff }: { handoff?: Handoff }) {
  const formik = useFormik<ConsultationValues>({
    initialValues: initialValuesFrom(
      {
        patient_name: '',
        contact_number: '',
        address: '',
        disease: '',
        page_name: CONSULTATION_PAGE_NAME,
      },
      handoff,
    ),
    validationSchema: consultationSchema,
    onSubmit: async (values, helpers) => {
      const result = await postJson('/api/booking/create_booking', { ...values, form: 'doctors' });
      if (result.kind === 'ok') {
        helpers.resetForm();
        toast.success(CALLBACK_TOASTS.success);
      } else if (result.kind === 'network') {
        toast.error(CALLBACK_TOASTS.network);
      } else {
        toast.error(CALLBACK_TOASTS.refused, { description: serverNote(result) });
        helpers.setErrors(result.errors);
      }
    },
  });
  useTakeOver(handoff, { submit: formik.submitForm, setTouched: formik.setTouched });

  return <ConsultationFormView bind={formikBinder(formik)} />;
}
