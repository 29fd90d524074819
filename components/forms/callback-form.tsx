'use client';

import { useFormik } from 'formik';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { toast } from '@/components/layout/toast';
import { callbackSchema, type CallbackValues } from '@/lib/leads/callback-schema';
import { CALLBACK_TOASTS } from '@/lib/leads/form-texts';
import { CallbackFormView, type CallbackFormProps } from './callback-form-view';
import { initialValuesFrom, useTakeOver, type Handoff } from './deferred-form';
import { formikBinder } from './formik-binder';
import { postJson, serverNote } from './post-form';

/**
 * The 'Book FREE Doctor Appointment' callback form of department pages (sidebar; the address is
 * a location select) and treatment pages (the address is typed). The same yup schema checks the
 * request again on the server. Pages show it through DeferredCallbackForm (lazy-forms.tsx), which
 * loads this module only when the form is about to be used.
 */
export type { CallbackFormProps };

export { CALLBACK_TOASTS };

export function CallbackForm({ handoff, ...props }: CallbackFormProps & { handoff?: Handoff }) {
  const { pageName, variant } = props;
  const router = useRouter();
  const schema = useMemo(() => callbackSchema(variant), [variant]);
  const formik = useFormik<CallbackValues>({
    initialValues: initialValuesFrom(
      {
        patient_name: '',
        contact_number: '',
        email_id: '',
        disease: '',
        address: '',
        page_name: pageName,
      },
      handoff,
    ),
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
      toast.error(CALLBACK_TOASTS.refused, { description: serverNote(result) });
      helpers.setErrors(result.errors);
    },
  });
  useTakeOver(handoff, { submit: formik.submitForm, setTouched: formik.setTouched });

  return <CallbackFormView {...props} bind={formikBinder(formik)} />;
}
