'use client';

import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { toast } from '@/components/layout/toast';
import styles from './pincode-form.module.css';

/** Browser storage key of the delivery pincode (pharmacy.md section 3). */
export const PINCODE_KEY = 'pincode';

const CHANGED = 'pincode-saved';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

const readSaved = () => localStorage.getItem(PINCODE_KEY);

/** Delivery pincode entry: empty warns 'Pincode is required'; otherwise it is saved locally. */
export function PincodeForm() {
  const id = useId();
  const saved = useSyncExternalStore(subscribe, readSaved, () => null);
  // What the visitor typed; until they type, the saved pincode is shown.
  const [draft, setDraft] = useState<string | null>(null);
  const pincode = draft ?? saved ?? '';

  function apply(event: FormEvent) {
    event.preventDefault();
    const value = pincode.trim();
    if (!value) {
      toast.warning('Pincode is required');
      return;
    }
    localStorage.setItem(PINCODE_KEY, value);
    window.dispatchEvent(new Event(CHANGED));
    toast.success('Pincode saved successfully');
  }

  return (
    <form className={styles.form} onSubmit={apply} noValidate>
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
          maxLength={10}
          value={pincode}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={styles.apply}>
          Apply
        </button>
      </div>
      <p className={styles.note}>
        {saved ? (
          <>
            Delivering to <strong>{saved}</strong> · FREE delivery
          </>
        ) : (
          'FREE delivery on every order'
        )}
      </p>
    </form>
  );
}
