import { SiteImage } from '@/components/ui/site-image';
import { ImageFileInput } from './image-file-input';
import styles from './staff.module.css';

/**
 * The console's labelled form fields, for server-rendered forms inside StaffForm: each label is
 * tied to its control, so a field is reached and announced by keyboard and screen reader alike.
 */

export type TextFieldSpec = {
  name: string;
  label: string;
  max?: number;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'number' | 'date';
  /** A number field's bounds (the server checks them again). */
  min?: number;
  upTo?: number;
  hint?: string;
};

export function TextField({
  idPrefix,
  spec,
  value = '',
}: {
  idPrefix: string;
  spec: TextFieldSpec;
  value?: string | number | null;
}) {
  const id = `${idPrefix}-${spec.name.replace(/_/g, '-')}`;
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: spec.name,
    maxLength: spec.max,
    defaultValue: value ?? '',
    'aria-describedby': hintId,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{spec.label}</label>
      {spec.hint ? (
        <p id={hintId} className={styles.hint}>
          {spec.hint}
        </p>
      ) : null}
      {spec.rows ? (
        <textarea {...common} rows={spec.rows} />
      ) : (
        <input {...common} type={spec.type ?? 'text'} min={spec.min} max={spec.upTo} />
      )}
    </div>
  );
}

/** Several text fields, their values from `values` by field name. */
export function TextFields({
  idPrefix,
  specs,
  values = {},
}: {
  idPrefix: string;
  specs: readonly TextFieldSpec[];
  values?: Record<string, string | number | null | undefined>;
}) {
  return specs.map((spec) => (
    <TextField key={spec.name} idPrefix={idPrefix} spec={spec} value={values[spec.name]} />
  ));
}

/** A required choice from a list (a department, a brand), with a disabled prompt first. */
export function ChoiceField({
  id,
  name,
  label,
  prompt,
  options,
  value = '',
}: {
  id: string;
  name: string;
  label: string;
  prompt: string;
  options: readonly { value: string | number; label: string }[];
  value?: string | number;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="" disabled>
          {prompt}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An image upload, showing the current image when there is one. */
export function ImageField({
  id,
  name = 'image',
  label,
  current,
}: {
  id: string;
  name?: string;
  label: string;
  current?: { src: string; alt: string };
}) {
  return (
    <div className={styles.field}>
      {current ? (
        <SiteImage
          src={current.src}
          alt={current.alt}
          width={160}
          height={120}
          className={styles.preview}
        />
      ) : null}
      <label htmlFor={id}>{label}</label>
      <ImageFileInput id={id} name={name} />
    </div>
  );
}

/** 'Shown on the site': a doctor is listed and bookable only with it ticked. */
export function ShownOnSite({ checked }: { checked: boolean }) {
  return (
    <label>
      <input type="checkbox" name="verified" value="true" defaultChecked={checked} /> Shown on the
      site (listed and bookable)
    </label>
  );
}
