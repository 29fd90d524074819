import { useId, type FormEvent, type ReactNode } from 'react';
import type { FormBinder } from './deferred-form';
import styles from './forms.module.css';

/** A view's <form> target: its server action when it has one, else a plain POST. */
export function formTarget(bind: Pick<FormBinder<string>, 'action'>) {
  return bind.action ? { action: bind.action } : { method: 'post' as const };
}

type SubmitProps = {
  /** The form is being sent: the button says so and waits. */
  busy: boolean;
  busyText: string;
  children: ReactNode;
  /** Also disabled when not busy (an application already sent). */
  disabled?: boolean;
  block?: boolean;
};

/** A form's primary submit button, which says what it is doing while the form is sent. */
export function SubmitButton({ busy, busyText, children, disabled = busy, block }: SubmitProps) {
  const classes = block ? 'btn btn-primary btn-block' : 'btn btn-primary';
  return (
    <button type="submit" className={classes} disabled={disabled}>
      {busy ? busyText : children}
    </button>
  );
}

type FrameProps = Omit<SubmitProps, 'children' | 'block'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The server action a submit without script posts to (FormBinder's). */
  action?: (form: FormData) => void;
  /** The form's accessible name: its own words, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  submitText: string;
  /** The fields, laid out in the two-column grid. */
  children: ReactNode;
};

/**
 * A site form in a card: posted (never GET, see deferred-form.tsx) to its server action before
 * script, validated by script, its
 * fields in the grid and its submit button under them.
 */
export function FormFrame({
  onSubmit,
  action,
  label,
  labelledBy,
  submitText,
  children,
  ...submit
}: FrameProps) {
  return (
    <form
      {...formTarget({ action })}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      <div className={styles.grid}>{children}</div>
      <div className={styles.actions}>
        <SubmitButton {...submit}>{submitText}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * Ties a view's fields to its binder: each field's id (unique on the page), its name and value
 * handlers, and its problem, shown under it ('inline') or only marked, for forms that tell
 * problems in toasts ('marked').
 */
export function useBoundFields<Name extends string>(
  bind: FormBinder<Name>,
  errors: 'inline' | 'marked',
) {
  const uid = useId();
  return (name: Name) => {
    const error = bind.error(name);
    return {
      id: `${uid}-${name}`,
      ...(errors === 'inline' ? { error } : { invalid: Boolean(error) }),
      ...bind.field(name),
    };
  };
}
