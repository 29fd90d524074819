import { useId } from 'react';
import type { ConsultationValues } from '@/lib/leads/callback-schema';
import type { FormBinder } from './deferred-form';
import { InputField } from './form-field';
import styles from './forms.module.css';

type Props = {
  bind: FormBinder<keyof ConsultationValues>;
};

/**
 * The markup of the /doctors consultation form, drawn the same before its script loads
 * (components/forms/deferred-form.tsx) and after (consultation-form.tsx). /doctors puts it in
 * its own card under its own heading.
 */
export function ConsultationFormView({ bind }: Props) {
  const uid = useId();
  return (
    <form
      method="post"

      className={styles.form}
      onSubmit={bind.onSubmit}
      noValidate
      aria-label="Request a consultation"
    >
      <div className={styles.grid}>
        <InputField
          id={`${uid}-patient_name`}
          label="Patient Name"
          autoComplete="name"
          required
          error={bind.error('patient_name')}
          {...bind.field('patient_name')}
        />
        <InputField
          id={`${uid}-contact_number`}
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          error={bind.error('contact_number')}
          {...bind.field('contact_number')}
        />
        <InputField
          id={`${uid}-address`}
          label="Location"
          autoComplete="address-level2"
          required
          error={bind.error('address')}
          {...bind.field('address')}
        />
        <InputField
          id={`${uid}-disease`}
          label="Disease"
          required
          error={bind.error('disease')}
          {...bind.field('disease')}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={bind.submitting}>
          {bind.submitting ? 'Submitting...' : 'Get Consultation'}
        </button>
      </div>
    </form>
  );
}
