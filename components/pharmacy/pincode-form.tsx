'use client';

import { usePathname } from 'next/navigation';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { formatInr } from '@/lib/money';
import { NOT_SERVICEABLE, PINCODE_PATTERN } from '@/lib/pharmacy/delivery-area';
import { DELIVERY_MESSAGES } from '@/lib/pharmacy/delivery-messages';
import { judgePincode, toastPincode } from './pincode-check';
import { DELIVERY_CHECK_PATH } from './search-paths';
import { useDeliveryArea, type DeliveryCheck } from './use-delivery-area';
import styles from './pincode-form.module.css';
import { subscribeToWindowEvents } from '@/components/ui/window-events';
import { useTypedEarly } from '@/components/ui/use-typed-early';

/** Browser storage key of the delivery pincode (pharmacy.md section 3). */
export const PINCODE_KEY = 'pincode';

const CHANGED = 'pincode-saved';

const subscribe = subscribeToWindowEvents(['storage', CHANGED]);

const readSaved = () => localStorage.getItem(PINCODE_KEY);

/** Keeps `value` as the shopper's pincode, for every pharmacy page of this browser. */
export function savePincode(value: string) {
  localStorage.setItem(PINCODE_KEY, value);
  window.dispatchEvent(new Event(CHANGED));
}

/** What the box says of the saved pincode, once the server has said whether it is served. */
export function DeliveryNote({ check }: { check: DeliveryCheck }) {
  switch (check.state) {
    case 'none':
      return <>FREE delivery in Bangalore · enter your pincode</>;
    case 'invalid':
      return (
        <span className={styles.notServed}>
          <strong>{check.pincode}</strong>: {DELIVERY_MESSAGES.pincodeDigits}
        </span>
      );
    case 'not-served':
      return (
        <span className={styles.notServed}>
          <strong>{check.pincode}</strong>: {NOT_SERVICEABLE}. We deliver in Bangalore and the towns
          around it.
        </span>
      );
    case 'served':
      return (
        <>
          Delivering to <strong>{check.pincode}</strong> ({check.area}) · Delivery by{' '}
          {check.deliveryBy} ·{' '}
          {check.feePaise > 0 ? `${formatInr(check.feePaise)} delivery` : 'FREE delivery'}
        </>
      );
    default:
      // Checking, or no answer: the pincode alone (the checkout checks it again).
      return (
        <>
          Delivering to <strong>{check.pincode}</strong>
        </>
      );
  }
}

/**
 * Delivery pincode entry: empty warns 'Pincode is required', a malformed one 'Pincode must be 6
 * digits' (neither is saved); a pincode is saved locally and the server says whether it is
 * served, by when and for what fee (issue 18). The toast is ./pincode-check's one verdict: 'Pincode
 * saved successfully' only where the pharmacy delivers.
 */
export function PincodeForm({ back }: { back?: string }) {
  const id = useId();
  const pathname = usePathname();
  const saved = useSyncExternalStore(subscribe, readSaved, () => null);
  // What the visitor typed; until they type, the saved pincode is shown.
  const [draft, setDraft] = useState<string | null>(null);
  const pincode = draft ?? saved ?? '';
  // Typed before the box hydrated: kept as the draft, for Apply (docs/decisions/early-taps.md).
  const inputRef = useTypedEarly<HTMLInputElement>(setDraft);
  const check = useDeliveryArea(saved);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const value = pincode.trim();
    const verdict = await judgePincode(value, 'Pincode saved successfully');
    // A pincode outside the area is kept too: the note below says it is not served.
    if (verdict.ok || PINCODE_PATTERN.test(value)) savePincode(value);
    toastPincode(verdict);
  }

  return (
    // Sent before its script runs (or without script), the box asks DELIVERY_CHECK_PATH, which
    // answers for the pincode and links back here (docs/decisions/forms-without-javascript.md).
    <form
      className={styles.form}
      action={DELIVERY_CHECK_PATH}
      method="get"
      onSubmit={apply}
      noValidate
    >
      <input type="hidden" name="back" value={back ?? pathname} />
      <label htmlFor={id} className={styles.label}>
        Delivery pincode
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Enter pincode"
          name="pincode"
          maxLength={10}
          ref={inputRef}
          value={pincode}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={styles.apply}>
          Apply
        </button>
      </div>
      <p className={styles.note} aria-live="polite" data-testid="pincode-note">
        <DeliveryNote check={check} />
      </p>
    </form>
  );
}
