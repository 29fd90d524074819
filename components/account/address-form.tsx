'use client';

import { useActionState } from 'react';
import { InputField, TextareaField } from '@/components/forms/form-field';
import formStyles from '@/components/forms/forms.module.css';
import type { ActionState } from '@/lib/staff/action';
import { FormMessage } from './form-message';
import styles from './profile.module.css';

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

export type AddressValues = { label: string; address: string; pincode: string };

/** A saved address; the server refuses one outside the delivery area with the checkout's words. */
export function AddressForm({
  action,
  idPrefix,
  initial,
  submitLabel,
}: {
  action: Action;
  idPrefix: string;
  initial?: AddressValues;
  submitLabel: string;
}) {
  const [state, submit, saving] = useActionState(action, null);
  const errors = state?.errors ?? {};
  return (
    <form action={submit} className={styles.form} noValidate>
      <FormMessage state={state} />
      <div className={formStyles.grid}>
        <InputField
          id={`${idPrefix}-label`}
          name="label"
          label="Label (Home, Work…)"
          maxLength={40}
          defaultValue={initial?.label ?? ''}
          error={errors.label}
        />
        <InputField
          id={`${idPrefix}-pincode`}
          name="pincode"
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          defaultValue={initial?.pincode ?? ''}
          required
          error={errors.pincode}
        />
      </div>
      <TextareaField
        id={`${idPrefix}-address`}
        name="address"
        label="Address"
        autoComplete="street-address"
        maxLength={500}
        rows={3}
        defaultValue={initial?.address ?? ''}
        required
        error={errors.address}
      />
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
