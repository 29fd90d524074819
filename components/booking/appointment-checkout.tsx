'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SELECTION_KEY, parseSelection, type AppointmentSelection } from '@/lib/booking/selection';
import type { BookableDoctor } from '@/lib/booking/reads';
import styles from './appointment-checkout.module.css';
import { AppointmentSummary } from './appointment-summary';
import { ConfirmDialog } from './confirm-dialog';
import { DeferredPatientForm } from './deferred-patient-form';
import type { PatientFormValues } from '@/lib/booking/schema';
import { PaymentError } from './payment-error';
import { useAppointmentPayment } from './use-appointment-payment';
import { subscribeToWindowEvents } from '@/components/ui/window-events';
import { useForWhom } from '@/components/account/for-whom';
import { patientPrefill } from './patient-prefill';

const subscribe = subscribeToWindowEvents(['storage']);

/** The stored choice; undefined while rendering on the server (storage lives in the browser). */
function useStoredSelection(): AppointmentSelection | null | undefined {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(SELECTION_KEY),
    () => undefined,
  );
  return raw === undefined ? undefined : parseSelection(raw);
}

type DoctorState = { id: number; doctor: BookableDoctor | null } | null;

/** /addtocart/appointment's island: the stored choice, its doctor, the form and the payment. */
export function AppointmentCheckout() {
  const selection = useStoredSelection();
  const [loaded, setLoaded] = useState<DoctorState>(null);
  const doctorId = selection?.doctorId;

  useEffect(() => {
    if (!doctorId) return;
    let live = true;
    fetch(`/api/doctor/get_doctorone/${doctorId}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ data: BookableDoctor }>) : null))
      .then((body) => live && setLoaded({ id: doctorId, doctor: body?.data ?? null }))
      .catch(() => live && setLoaded({ id: doctorId, doctor: null }));
    return () => {
      live = false;
    };
  }, [doctorId]);

  if (selection === undefined || (selection && loaded?.id !== selection.doctorId)) {
    return (
      <p role="status" className={styles.status}>
        Please Wait...
      </p>
    );
  }
  if (!selection || !loaded?.doctor) {
    return (
      <div className={`card ${styles.empty}`}>
        <h2>No appointment chosen</h2>
        <p>Choose a doctor, a date and a time slot first, then press Add Appointment.</p>
        <Link href="/doctors" className="btn btn-primary">
          Find a doctor
        </Link>
      </div>
    );
  }
  return <CheckoutReady selection={selection} doctor={loaded.doctor} />;
}

function CheckoutReady({
  selection,
  doctor,
}: {
  selection: AppointmentSelection;
  doctor: BookableDoctor;
}) {
  const { pay, paying, problem, serverErrors } = useAppointmentPayment(selection, doctor.slug);
  const [pending, setPending] = useState<PatientFormValues | null>(null);
  // A signed-in patient's 'For whom' and prefill; nothing at all for a guest.
  const forWhom = useForWhom(patientPrefill, 'patient');

  return (
    <div className={styles.layout}>
      <AppointmentSummary doctor={doctor} selection={selection} />
      <div className={`card ${styles.formCard}`}>
        {problem ? <PaymentError problem={problem} /> : null}
        <DeferredPatientForm
          date={selection.date}
          busy={paying}
          onPayNow={setPending}
          serverErrors={serverErrors}
          prefill={forWhom.prefill}
          forWhom={forWhom.field}
        />
      </div>
      <ConfirmDialog
        open={pending !== null}
        date={selection.date}
        time={selection.time}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const values = pending;
          setPending(null);
          if (values) void pay(values, forWhom.patientId);
        }}
      />
    </div>
  );
}
