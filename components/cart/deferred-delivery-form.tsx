'use client';

import { DeferredForm } from '@/components/forms/deferred-form';
import { DeliveryFormView, type DeliveryFormProps } from './delivery-form-view';

const loadDeliveryForm = () => import('./delivery-form').then((m) => m.DeliveryForm);

/**
 * The delivery form as the cart places it: drawn with the cart, its formik and yup code fetched
 * just after, so the cart's own lines and totals are interactive first (deferred-form.tsx).
 */
export function DeferredDeliveryForm(props: DeliveryFormProps) {
  return (
    <DeferredForm
      load={loadDeliveryForm}
      props={props}
      shell={(bind) => <DeliveryFormView saved={props.saved} bind={bind} forWhom={props.forWhom} />}
    />
  );
}
