'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { openOrderCheckout } from '@/components/checkout/lazy-checkout';
import { CheckoutError } from '@/components/checkout/checkout-error';
import { confirmPaid, unanswered } from '@/components/checkout/confirm-paid';
import { createPaymentOrder } from '@/components/checkout/payment-api';
import { clearSelection, type AppointmentSelection } from '@/lib/booking/selection';
import type { PatientFormValues } from '@/lib/booking/schema';
import type { PaymentProblem } from './payment-error';

/** Paid, and the confirm route never answered: the webhook still settles the payment. */
export const BOOKING_UNCONFIRMED =
  'We could not confirm your booking yet. Do not pay again: we confirm it by e-mail and SMS within a few minutes, or refund the payment in full.';

/** `code: 'extra_payment'`: the booking stands; this second payment is to be refunded. */
type Confirmation = { code?: string; data?: { reference?: string } };

/**
 * Payment for a chosen slot: order (which holds the slot) -> checkout -> server-side
 * verification -> toast and /payment-success. Every failure ends in a PaymentProblem shown to
 * the patient; nothing personal ever goes into a URL.
 */
export function useAppointmentPayment(selection: AppointmentSelection, doctorSlug: string) {
  const router = useRouter();
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [paidUnconfirmed, setPaidUnconfirmed] = useState(false);

  /** `patientId`: whom a signed-in patient books for ('For whom'); null for a guest. */
  async function pay(values: PatientFormValues, patientId: number | null = null) {
    if (paidUnconfirmed) return;
    setPaying(true);
    /** Paid, and not confirmed: Pay stays off, so the patient is never charged twice. */
    let keepBusy = false;
    setProblem(null);
    setServerErrors({});
    try {
      const order = await createPaymentOrder({
        purpose: 'appointment',
        doctorId: selection.doctorId,
        slotId: selection.slotId,
        mode: selection.mode,
        ...values,
        ...(patientId !== null && { patient_id: patientId }),
      });
      if (!order.ok) {
        if (order.body.errors) setServerErrors(order.body.errors);
        const slotGone = order.status === 409 || order.status === 422;
        setProblem({
          title: slotGone ? 'This slot cannot be booked' : 'The payment could not start',
          description: order.body.message ?? 'Please try again.',
          retryHref: slotGone ? `/docprofile/${doctorSlug}` : undefined,
        });
        return;
      }

      const result = await openOrderCheckout(order.body, {
        name: values.name,
        email: values.email,
        contact: values.phone,
      });

      // Retried while unanswered: the money has left the patient; confirming is idempotent.
      const confirmed = await confirmPaid<Confirmation>('/api/appointment/add_appointment', result);
      if (unanswered(confirmed)) {
        keepBusy = true;
        setPaidUnconfirmed(true);
        setProblem({ title: 'Your payment went through', description: BOOKING_UNCONFIRMED });
        return;
      }
      const reference = confirmed.body.data?.reference;
      const extraPayment = confirmed.ok && confirmed.body.code === 'extra_payment';
      if (extraPayment && reference) {
        toast.warning(confirmed.body.message ?? 'This booking was already paid for.');
        clearSelection(window.localStorage);
        router.push(`/payment-success?ref=${encodeURIComponent(reference)}`);
        return;
      }
      if (!confirmed.ok || confirmed.body.message !== 'Success' || !reference) {
        setProblem({
          title: 'The booking could not be confirmed',
          description:
            confirmed.body.message ?? 'Please contact support with your payment details.',
        });
        return;
      }
      toast.success('Appointment Booked Successfully!');
      clearSelection(window.localStorage);
      router.push(`/payment-success?ref=${encodeURIComponent(reference)}`);
    } catch (error) {
      if (error instanceof CheckoutError) {
        setProblem({
          title: 'Payment failed',
          description: error.error.description,
          details: error.error,
        });
      } else {
        setProblem({
          title: 'Payment failed',
          description: 'An unexpected error occurred. Please try again later.',
        });
      }
    } finally {
      if (!keepBusy) setPaying(false);
    }
  }

  return { pay, paying, problem, serverErrors };
}
