import { useId } from 'react';
import type { CallbackValues } from '@/lib/leads/callback-schema';
import type { FormBinder } from './deferred-form';
import { InputField, SelectField } from './form-field';
import styles from './forms.module.css';

export type CallbackFormProps = {
  pageName: string;
  variant: 'department' | 'treatment';
  locations: string[];
};

type Props = CallbackFormProps & {
  bind: FormBinder<keyof CallbackValues>;
};

/**
 * The markup of the 'Book FREE Doctor Appointment' form, drawn the same before its script loads
 * (components/forms/deferred-form.tsx) and after (callback-form.tsx).
 */
export function CallbackFormView({ pageName, variant, locations, bind }: Props) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const headingId = id('heading');
  return (
    <section className={styles.card} aria-labelledby={headingId} data-page={pageName}>
      <h2 id={headingId} className={styles.title}>
        Book FREE Doctor Appointment
      </h2>
      <form method="post" className={styles.form} onSubmit={bind.onSubmit} noValidate>
        <InputField
          id={id('patient_name')}
          label="Patient Name"
          autoComplete="name"
          error={bind.error('patient_name')}
          {...bind.field('patient_name')}
        />
        <InputField
          id={id('contact_number')}
          label="Contact Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={bind.error('contact_number')}
          {...bind.field('contact_number')}
        />
        <InputField
          id={id('email_id')}
          label="Email"
          type="email"
          autoComplete="email"
          error={bind.error('email_id')}
          {...bind.field('email_id')}
        />
        <InputField
          id={id('disease')}
          label="Disease (comma separated)"
          placeholder="e.g. fever, back pain"
          error={bind.error('disease')}
          {...bind.field('disease')}
        />
        {variant === 'department' ? (
          <SelectField
            id={id('address')}
            label="Location"
            placeholder="Select your location"
            options={locations}
            error={bind.error('address')}
            {...bind.field('address')}
          />
        ) : (
          <InputField
            id={id('address')}
            label="Address"
            autoComplete="street-address"
            error={bind.error('address')}
            {...bind.field('address')}
          />
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={bind.submitting}>
          {bind.submitting ? 'Booking...' : 'Book Appointment'}
        </button>
      </form>
    </section>
  );
}
