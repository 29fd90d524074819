'use client';

import { useFormik } from 'formik';
import { useEffect } from 'react';
import { withPrefill } from '@/components/account/for-whom';
import { initialValuesFrom, useTakeOver, type Handoff } from '@/components/forms/deferred-form';
import { formikBinder } from '@/components/forms/formik-binder';
import { judgePincode, toastPincode } from '@/components/pharmacy/pincode-check';
import { deliveryFormSchema, type DeliveryFormValues } from '@/lib/pharmacy/delivery-schema';
import { EMPTY_DELIVERY_FORM, toSavedDelivery } from '@/lib/pharmacy/delivery-values';
import { DeliveryFormView, type DeliveryFormProps } from './delivery-form-view';

/**
 * The delivery form headed 'My Cart' (pharmacy.md section 5): formik with the shared yup schema,
 * checked on blur and on change, each error shown once its field is touched. A valid submit
 * with a pincode the pharmacy delivers to stores the date as dd/mm/yyyy and the time as 12-hour
 * with am/pm. The cart shows it through
 * DeferredDeliveryForm, which draws it at once and loads this module right after.
 */
export function DeliveryForm({
  saved,
  onSave,
  prefill,
  forWhom,
  handoff,
}: DeliveryFormProps & { handoff?: Handoff }) {
  const formik = useFormik<DeliveryFormValues>({
    initialValues: initialValuesFrom(EMPTY_DELIVERY_FORM, handoff),
    validationSchema: deliveryFormSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values, { setFieldError }) => {
      // Saved only where the pharmacy delivers (./pincode-check): an address outside the area
      // gets the not-deliverable message on its pincode, and nothing that says it was saved.
      const verdict = await judgePincode(values.pincode, 'Info Saved Successfully.');
      if (verdict.ok) onSave(toSavedDelivery(values));
      else setFieldError('pincode', verdict.message);
      toastPincode(verdict);
    },
  });
  useTakeOver(handoff, { submit: formik.submitForm, setTouched: formik.setTouched });
  const { setValues } = formik;
  useEffect(() => {
    if (prefill) void setValues((current) => withPrefill(current, prefill));
  }, [prefill, setValues]);
  return <DeliveryFormView saved={saved} bind={formikBinder(formik)} forWhom={forWhom} />;
}
