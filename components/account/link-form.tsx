'use client';

import { useActionState, useEffect, useRef } from 'react';
import type { SignInState } from '@/lib/accounts/forms';
import { StepMessage } from '@/components/self-service/code-step-parts';
import styles from '@/components/self-service/self-service.module.css';

type Action = (previous: SignInState, form: FormData) => Promise<SignInState>;

/**
 * An e-mailed link's page: the token is in the address's fragment (#t=…), which no server and no
 * Referer ever sees; a button posts it, so a mail scanner that fetches the link uses nothing up.
 */
export function LinkForm({ action, label }: { action: Action; label: string }) {
  const [state, submit, sending] = useActionState(action, null);
  const token = useRef('');
  useEffect(() => {
    token.current = new URLSearchParams(window.location.hash.slice(1)).get('t') ?? '';
    // The secret leaves the address bar (and the history) once read.
    if (token.current) window.history.replaceState(null, '', window.location.pathname);
  }, []);
  return (
    <form
      action={(form) => {
        form.set('token', token.current);
        return submit(form);
      }}
      className={styles.form}
    >
      <StepMessage state={state} />
      {state?.ok ? null : (
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {label}
        </button>
      )}
    </form>
  );
}
