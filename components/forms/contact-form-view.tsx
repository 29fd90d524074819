import { useId } from 'react';
import type { ContactValues } from '@/lib/leads/contact-schema';
import type { FormBinder } from './deferred-form';
import { InputField, TextareaField } from './form-field';
import styles from './forms.module.css';

type Props = { bind: FormBinder<keyof ContactValues> };

/**
 * The markup of the /contactus message form, drawn the same before its script loads
 * (deferred-form.tsx) and after (contact-form.tsx). Its problems show as toasts, so a field is
 * only marked invalid. The page gives the heading and the card; the form carries its own name.
 */
export function ContactFormView({ bind }: Props) {
  const uid = useId();
  const invalid = (name: keyof ContactValues) => Boolean(bind.error(name));
  return (
    <form
      method="post"

      className={styles.form}
      onSubmit={bind.onSubmit}
      noValidate
      aria-label="Send us a message"
    >
      <div className={styles.grid}>
        <InputField
          id={`${uid}-name`}
          label="Name"
          autoComplete="name"
          invalid={invalid('name')}
          {...bind.field('name')}
        />
        <InputField
          id={`${uid}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          invalid={invalid('email')}
          {...bind.field('email')}
        />
        <div className={styles.wide}>
          <TextareaField
            id={`${uid}-message`}
            label="Message"
            rows={5}
            invalid={invalid('message')}
            {...bind.field('message')}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={bind.submitting}>
          {bind.submitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
