import { useId } from 'react';
import type { CallbackValues } from '@/lib/leads/callback-schema';
import type { FormBinder } from './deferred-form';
import { formTarget, SubmitButton, useBoundFields } from './form-frame';
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
  const headingId = `${useId()}-heading`;
  const field = useBoundFields(bind, 'inline');
  return (
    <section className={styles.card} aria-labelledby={headingId} data-page={pageName}>
      <h2 id={headingId} className={styles.title}>
        Book FREE Doctor Appointment
      </h2>
      <form {...formTarget(bind)} className={styles.form} onSubmit={bind.onSubmit} noValidate>
        {/* What the working form keeps in its values; a submit without script sends them. */}
        <input type="hidden" name="page_name" value={pageName} />
        <input type="hidden" name="form" value={variant} />
        <InputField label="Patient Name" autoComplete="name" {...field('patient_name')} />
        <InputField
          label="Contact Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...field('contact_number')}
        />
        <InputField label="Email" type="email" autoComplete="email" {...field('email_id')} />
        <InputField
          label="Disease (comma separated)"
          placeholder="e.g. fever, back pain"
          {...field('disease')}
        />
        {variant === 'department' ? (
          <SelectField
            label="Location"
            placeholder="Select your location"
            options={locations}
            {...field('address')}
          />
        ) : (
          <InputField label="Address" autoComplete="street-address" {...field('address')} />
        )}
        <SubmitButton busy={bind.submitting} busyText="Booking..." block>
          Book Appointment
        </SubmitButton>
      </form>
    </section>
  );
}
