'use client';

import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import styles from './forms.module.css';

type Common = {
  id: string;
  label: string;
  /** Shown under the field and tied to it with aria-describedby; omit for toast-only forms. */
  error?: string;
  /** Marks the field invalid without inline text (the contact and career forms use toasts). */
  invalid?: boolean;
};

function Frame({ id, label, error, children }: Common & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function a11y({ id, error, invalid }: Common) {
  return {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

export function InputField(
  props: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  const { id, label, error, invalid, ...rest } = props;
  return (
    <Frame id={id} label={label} error={error}>
      <input className={styles.control} {...rest} {...a11y({ id, label, error, invalid })} />
    </Frame>
  );
}

export function TextareaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, label, error, invalid, ...rest } = props;
  return (
    <Frame id={id} label={label} error={error}>
      <textarea className={styles.control} {...rest} {...a11y({ id, label, error, invalid })} />
    </Frame>
  );
}

/** A choice whose stored value differs from its words ('female' shown as 'Female'). */
type Option = string | { value: string; label: string };

export function SelectField(
  props: Common &
    SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder: string },
) {
  const { id, label, error, invalid, options, placeholder, ...rest } = props;
  return (
    <Frame id={id} label={label} error={error}>
      <select className={styles.control} {...rest} {...a11y({ id, label, error, invalid })}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label: words } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {words}
            </option>
          );
        })}
      </select>
    </Frame>
  );
}
