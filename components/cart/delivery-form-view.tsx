import type { ReactNode } from 'react';
import type { Prefill } from '@/components/account/for-whom';
import type { FormBinder } from '@/components/forms/deferred-form';
import { indiaToday } from '@/lib/time/india';
import { lastDeliveryDate } from '@/lib/pharmacy/delivery-window';
import type { DeliveryFormValues, SavedDelivery } from '@/lib/pharmacy/delivery-schema';
import { PHONE_INPUT, PINCODE_INPUT } from '@/components/forms/number-field-attrs';
import styles from './delivery-form.module.css';

export type DeliveryFormProps = {
  saved: SavedDelivery | null;
  onSave(info: SavedDelivery): void;
  /** A signed-in patient's details for the person chosen under 'For whom' (none for a guest). */
  prefill?: Prefill<DeliveryFormValues> | null;
  /** The 'For whom' choice, shown under the form's lead (none for a guest). */
  forWhom?: ReactNode;
};

type Props = {
  saved: SavedDelivery | null;
  bind: FormBinder<keyof DeliveryFormValues>;
  forWhom?: ReactNode;
};

/**
 * The markup of the delivery form headed 'My Cart' (pharmacy.md section 5), drawn the same
 * before its script loads (deferred-form.tsx) and after (delivery-form.tsx).
 */
export function DeliveryFormView({ saved, bind, forWhom }: Props) {
  const field = (props: Omit<FieldProps, 'bind'>) => <TextField {...props} bind={bind} />;
  return (
    <form
      method="post"

      className={styles.form}
      onSubmit={bind.onSubmit}
      noValidate
      aria-labelledby="my-cart"
    >
      <h1 id="my-cart" className={styles.title}>
        My Cart
      </h1>
      <p className={styles.lead}>Where and when should we deliver your medicines?</p>
      {forWhom}
      <div className={styles.grid}>
        {field({ name: 'name', label: 'Full name', autoComplete: 'name' })}
        {field({ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' })}
        {field({ name: 'phone_number', label: 'Phone number', ...PHONE_INPUT })}
        {field({ name: 'pincode', label: 'Pincode', ...PINCODE_INPUT })}
        {field({
          name: 'address',
          label: 'Delivery address',
          multiline: true,
          autoComplete: 'street-address',
          wide: true,
        })}
        {field({
          name: 'date',
          label: 'Expected date',
          type: 'date',
          min: indiaToday(),
          max: lastDeliveryDate(),
        })}
        {field({
          name: 'time',
          label: 'Expected time',
          placeholder: 'HH:MM (24-hour)',
          inputMode: 'numeric',
          hint: '24-hour, e.g. 14:30',
        })}
      </div>
      <div className={styles.footer}>
        <button type="submit" className="btn btn-primary">
          Save Info
        </button>
        {saved && (
          <p className={styles.saved} data-testid="saved-info">
            Delivering to {saved.name}, {saved.pincode} on {saved.date} at {saved.time}
          </p>
        )}
      </div>
    </form>
  );
}

type FieldProps = {
  bind: FormBinder<keyof DeliveryFormValues>;
  name: keyof DeliveryFormValues;
  label: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric';
  placeholder?: string;
  min?: string;
  max?: string;
  hint?: string;
  wide?: boolean;
};

function TextField({ bind, name, label, hint, wide, multiline, ...input }: FieldProps) {
  const id = `delivery-${name}`;
  const error = bind.error(name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const common = {
    id,
    className: styles.input,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
    ...bind.field(name),
  };
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} autoComplete={input.autoComplete} {...common} />
      ) : (
        <input {...input} {...common} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
