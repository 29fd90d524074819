import { FieldError } from './form-message';
import styles from './staff.module.css';

type Props = React.ComponentProps<'input'> & {
  id: string;
  label: React.ReactNode;
  /** Why the last try refused it: the input is marked invalid and described by `{id}-error`. */
  error?: string;
};

/**
 * A console field of one input under its label (a sign-in step's, a coupon's, a leave's): the
 * label tied to the input by `id`, the rest of `input` as the input's own attributes.
 */
export function LabelledInput({ id, label, error, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
