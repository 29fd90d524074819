'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { doctorTitle } from '@/lib/prescriptions/code';
import { NETWORK_ERROR, RETRY_LATER } from '@/components/forms/post-form';
import { toast } from '@/components/layout/toast';
import {
  PRESCRIPTION_ACCEPT,
  PRESCRIPTION_MAX_FILES,
  PRESCRIPTION_MESSAGES,
  prescriptionFileProblem,
} from '@/lib/pharmacy/prescription-rules';
import removeButton from './remove-button.module.css';
import styles from './prescription-panel.module.css';

/** An uploaded page: the server's token for it, and the name the shopper knows it by. */
export type UploadedPage = { token: string; name: string };

/** The hospital's own e-prescription the cart was filled from ('Order these medicines'). */
export type CarriedEPrescription = { code: string; doctorName: string };

export type PrescriptionChoice = {
  pages: UploadedPage[];
  callMe: boolean;
  /** Stands in for an upload for the medicines it prescribes (the server checks it). */
  ePrescription?: CarriedEPrescription;
};

export const NO_PRESCRIPTION: PrescriptionChoice = { pages: [], callMe: false };

type Props = {
  value: PrescriptionChoice;
  /** Given the change as a function of the latest choice: an upload ends after other changes. */
  onChange(update: (current: PrescriptionChoice) => PrescriptionChoice): void;
};

/**
 * The hospital's own e-prescription the cart was filled from: said on the cart (in the
 * prescription panel when the cart has an Rx medicine, on its own otherwise), sent with the order.
 */
export function AttachedEPrescription({ ePrescription }: { ePrescription: CarriedEPrescription }) {
  return (
    <p className={styles.lead} data-testid="attached-e-prescription">
      <strong>E-prescription by {doctorTitle(ePrescription.doctorName)} attached</strong>, from our
      hospital&apos;s own doctor: no upload is needed for the medicines it prescribes.
    </p>
  );
}

/** Uploads one page; its token, or the message to show. */
async function upload(file: File): Promise<{ token: string } | { problem: string }> {
  const form = new FormData();
  form.append('file', file);
  try {
    const res = await fetch('/api/pharmacy/prescriptions', { method: 'POST', body: form });
    const body = (await res.json().catch(() => ({}))) as {
      data?: { prescription_id?: string };
      errors?: Record<string, string>;
      message?: string;
    };
    if (res.ok && body.data?.prescription_id) return { token: body.data.prescription_id };
    return { problem: body.errors?.file ?? body.message ?? RETRY_LATER };
  } catch {
    return { problem: NETWORK_ERROR };
  }
}

/**
 * The prescription a cart with a Schedule H or H1 medicine needs before payment (issue 18): pages
 * uploaded one at a time (a photo or a PDF, checked and stripped of metadata by the server), or a
 * free call from a pharmacist instead. A registered pharmacist checks it before dispatch.
 */
export function PrescriptionPanel({ value, onChange }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const full = value.pages.length >= PRESCRIPTION_MAX_FILES;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = prescriptionFileProblem(file);
    if (problem) return void toast.error(problem);
    setBusy(true);
    const result = await upload(file);
    setBusy(false);
    if ('problem' in result) return void toast.error(result.problem);
    const page = { token: result.token, name: file.name };
    // The choice as it is now, not as it was when the upload began (a tick or a removal since).
    onChange((current) => ({ ...current, pages: [...current.pages, page] }));
    toast.success('Prescription uploaded');
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="prescription">
      <h2 id={`${id}-title`} className={styles.title}>
        Prescription
      </h2>
      {value.ePrescription && <AttachedEPrescription ePrescription={value.ePrescription} />}
      <p className={styles.lead}>
        Your cart has a prescription medicine (marked Rx). Upload a clear photo or PDF of your
        doctor&apos;s prescription, or ask our pharmacist to call you. A registered pharmacist
        checks it before your order is dispatched.
      </p>
      {value.pages.length > 0 && (
        <ul role="list" className={styles.pages} aria-label="Uploaded prescription pages">
          {value.pages.map((page, i) => (
            <li key={page.token}>
              <span className={styles.name}>{page.name}</span>
              <button
                type="button"
                className={removeButton.remove}
                onClick={() =>
                  onChange((current) => ({
                    ...current,
                    pages: current.pages.filter((p) => p.token !== page.token),
                  }))
                }
              >
                Remove<span className="visually-hidden"> page {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className={styles.note}>{PRESCRIPTION_MESSAGES.tooMany}</p>
      ) : (
        <label className={styles.upload} aria-busy={busy}>
          <input
            type="file"
            accept={PRESCRIPTION_ACCEPT}
            className={styles.file}
            onChange={pick}
            disabled={busy}
          />
          <span>
            {busy
              ? 'Uploading…'
              : value.pages.length > 0
                ? 'Add another page'
                : 'Upload prescription'}
          </span>
        </label>
      )}
      <p className={styles.note}>JPEG, PNG, WebP or PDF, up to 10 MB a page.</p>
      <label className={styles.call}>
        <input
          type="checkbox"
          checked={value.callMe}
          onChange={(e) => {
            const callMe = e.currentTarget.checked;
            onChange((current) => ({ ...current, callMe }));
          }}
        />
        <span>A pharmacist will call me instead (free consultation)</span>
      </label>
    </section>
  );
}
