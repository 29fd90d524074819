'use client';

import { useActionState } from 'react';
import type { ActionState } from '@/lib/staff/action';
import { FormMessage } from './form-message';

/** Removes one record (a family member, an address) after the browser's own confirmation. */
export function RemoveButton({
  remove,
  label,
  confirmText,
}: {
  remove: () => Promise<ActionState>;
  label: string;
  confirmText: string;
}) {
  const [state, submit, removing] = useActionState(remove, null);
  return (
    <form
      action={submit}
      onSubmit={(event) => {
        if (!window.confirm(confirmText)) event.preventDefault();
      }}
    >
      <FormMessage state={state} />
      <button type="submit" className="btn btn-outline" disabled={removing}>
        {label}
      </button>
    </form>
  );
}
