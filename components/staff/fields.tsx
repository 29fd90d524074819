import { SiteImage } from '@/components/ui/site-image';
import { ImageFileInput } from './image-file-input';
import { LabelledInput } from './labelled-input';
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

/** A choice field's name, label and the disabled prompt shown before anything is chosen. */
export type ChoiceSpec = { name: string; label: string; prompt: string };

type Option = { value: string | number; label: string };

/**
 * A required choice from a list, with a disabled prompt first: `options` as they are, or
 * `choices`, records (a department, a brand) offered by name and sent by id.
 */
export function ChoiceField({
  id,
  spec,
  options,
  choices = [],
  value = '',
}: {
  id: string;
  spec: ChoiceSpec;
  options?: readonly Option[];
  choices?: readonly { id: number; name: string }[];
  value?: string | number;
}) {
  const offered = options ?? choices.map((choice) => ({ value: choice.id, label: choice.name }));
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{spec.label}</label>
      <select id={id} name={spec.name} defaultValue={value}>
        <option value="" disabled>
          {spec.prompt}
        </option>
        {offered.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The label of a new record's picture upload. */
export const PICTURE_LABEL = 'Picture (JPEG, PNG or WebP, at most 5 MB)';

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

/** An edited record's picture (`name` is the record's): shown, and replaced if a new one is chosen. */
export function ReplacePicture({ id, src, name }: { id: string; src: string; name: string }) {
  return (
    <ImageField
      id={id}
      label="New picture (optional; JPEG, PNG or WebP, at most 5 MB)"
      current={{ src, alt: `Current picture of ${name}` }}
    />
  );
}

/** An amount of rupees to edit, shown from its integer paise with two decimals. */
export function RupeeField({
  id,
  name,
  label,
  paise,
}: {
  id: string;
  name: string;
  label: string;
  paise: number;
}) {
  return (
    <LabelledInput
      id={id}
      label={label}
      name={name}
      inputMode="decimal"
      defaultValue={(paise / 100).toFixed(2)}
    />
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

/**
 * A span of days from today on (a doctor's leave, the days whose times change mode): 'First day'
 * (`from`) and 'Last day' (`to`), neither before `today`, both today to begin with.
 */
export function DayRangeFields({ idPrefix, today }: { idPrefix: string; today: string }) {
  return (
    <>
      {(
        [
          ['from', 'First day'],
          ['to', 'Last day'],
        ] as const
      ).map(([name, label]) => (
        <LabelledInput
          key={name}
          id={`${idPrefix}-${name}`}
          label={label}
          name={name}
          type="date"
          min={today}
          defaultValue={today}
        />
      ))}
    </>
  );
}
