import type { ContactValues } from '@/lib/leads/contact-schema';
import type { FormBinder } from './deferred-form';
import { FormFrame, useBoundFields } from './form-frame';
import { InputField, TextareaField } from './form-field';
import styles from './forms.module.css';

type Props = { bind: FormBinder<keyof ContactValues> };

/**
 * The markup of the /contactus message form, drawn the same before its script loads
 * (deferred-form.tsx) and after (contact-form.tsx). Its problems show as toasts, so a field is
 * only marked invalid. The page gives the heading and the card; the form carries its own name.
 */
export function ContactFormView({ bind }: Props) {
  const field = useBoundFields(bind, 'marked');
  return (
    <FormFrame
      onSubmit={bind.onSubmit}
      action={bind.action}
      label="Send us a message"
      busy={bind.submitting}
      busyText="Sending..."
      submitText="Send Message"
    >
      <InputField label="Name" autoComplete="name" {...field('name')} />
      <InputField label="Email" type="email" autoComplete="email" {...field('email')} />
      <div className={styles.wide}>
        <TextareaField label="Message" rows={5} {...field('message')} />
      </div>
    </FormFrame>
  );
}
