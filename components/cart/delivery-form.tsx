'use client';

import { Field, Form, Formik, useField } from 'formik';
import { toast } from 'sonner';
import { indiaToday } from '@/lib/time/india';
import {
  deliveryFormSchema,
  EMPTY_DELIVERY_FORM,
  toSavedDelivery,
  type DeliveryFormValues,
  type SavedDelivery,
} from '@/lib/validation/delivery';
import styles from './delivery-form.module.css';

type Props = { saved: SavedDelivery | null; onSave(info: SavedDelivery): void };

/**
 * The delivery form headed 'My Cart' (pharmacy.md section 5): formik with the shared yup schema,
 * checked on blur and on change, each error shown once its field is touched. A valid submit
 * stores the date as dd/mm/yyyy and the time as 12-hour with am/pm.
 */
export function DeliveryForm({ saved, onSave }: Props) {
  return (
    <Formik<DeliveryFormValues>
      initialValues={EMPTY_DELIVERY_FORM}
      validationSchema={deliveryFormSchema}
      validateOnBlur
      validateOnChange
      onSubmit={(values) => {
        onSave(toSavedDelivery(values));
        toast.success('Info Saved Successfully.');
      }}
    >
      <Form className={styles.form} noValidate aria-labelledby="my-cart">
        <h1 id="my-cart" className={styles.title}>
          My Cart
        </h1>
        <p className={styles.lead}>Where and when should we deliver your medicines?</p>
        <div className={styles.grid}>
          <TextField name="name" label="Full name" autoComplete="name" />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField
            name="phone_number"
            label="Phone number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10 digits"
          />
          <TextField
            name="pincode"
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="6 digits"
          />
          <TextField
            name="address"
            label="Delivery address"
            as="textarea"
            autoComplete="street-address"
            wide
          />
          <TextField name="date" label="Expected date" type="date" min={indiaToday()} />
          <TextField
            name="time"
            label="Expected time"
            placeholder="HH:MM (24-hour)"
            inputMode="numeric"
            hint="24-hour, e.g. 14:30"
          />
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
      </Form>
    </Formik>
  );
}

type FieldProps = {
  name: keyof DeliveryFormValues;
  label: string;
  type?: string;
  as?: 'textarea';
  autoComplete?: string;
  inputMode?: 'numeric';
  placeholder?: string;
  min?: string;
  hint?: string;
  wide?: boolean;
};

function TextField({ name, label, hint, wide, ...input }: FieldProps) {
  const [, meta] = useField(name);
  const id = `delivery-${name}`;
  const showError = Boolean(meta.touched && meta.error);
  const describedBy = [hint && `${id}-hint`, showError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      <Field
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={showError}
        aria-describedby={describedBy || undefined}
        rows={input.as ? 3 : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {showError && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {meta.error}
        </p>
      )}
    </div>
  );
}
