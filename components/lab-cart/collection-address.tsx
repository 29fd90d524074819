'use client';

import { InputField, TextareaField } from '@/components/forms/form-field';
import type { ContactValues, LabOrderForm } from './use-lab-order-form';
import { PHONE_INPUT, PINCODE_INPUT } from '@/components/forms/number-field-attrs';
import styles from './lab-checkout-sections.module.css';

type Field = {
  name: keyof ContactValues;
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  autoComplete: string;
  placeholder?: string;
  maxLength: number;
};

/** The pharmacy's contact fields, with the pharmacy's messages (lib/lab/order-schema.ts). */
const FIELDS: Field[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name', maxLength: 100 },
  { name: 'phone_number', label: 'Phone number', ...PHONE_INPUT, maxLength: 10 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 200 },
  { name: 'pincode', label: 'Pincode', ...PINCODE_INPUT, maxLength: 6 },
];

/** Where and whom the phlebotomist visits: name, phone, e-mail, pincode and address. */
export function CollectionAddress({ form }: { form: LabOrderForm }) {
  const error = (name: keyof ContactValues) => form.error(`contact.${name}`);
  return (
    <section className={styles.section} aria-labelledby="lab-address">
      <h2 id="lab-address" className={styles.title}>
        Sample collection address
      </h2>
      <p className={styles.lead}>
        Our phlebotomist comes to this address; the report goes to this phone and e-mail.
      </p>
      <div className={styles.grid}>
        {FIELDS.map((f) => (
          <InputField
            key={f.name}
            id={`lab-contact-${f.name}`}
            label={f.label}
            type={f.type ?? 'text'}
            inputMode={f.inputMode}
            autoComplete={f.autoComplete}
            placeholder={f.placeholder}
            maxLength={f.maxLength}
            value={form.contact[f.name]}
            error={error(f.name)}
            onChange={(e) => form.setContactField(f.name, e.target.value)}
            onBlur={() => form.touch(`contact.${f.name}`)}
          />
        ))}
        <div className={styles.wide}>
          <TextareaField
            id="lab-contact-address"
            label="Address"
            rows={3}
            autoComplete="street-address"
            maxLength={500}
            value={form.contact.address}
            error={error('address')}
            onChange={(e) => form.setContactField('address', e.target.value)}
            onBlur={() => form.touch('contact.address')}
          />
        </div>
      </div>
    </section>
  );
}
