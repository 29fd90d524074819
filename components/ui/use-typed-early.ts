'use client';

import { useLayoutEffect, useRef } from 'react';
import { useHydrated } from './use-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A ref for a controlled field drawn in the server's HTML with the value `drawn`. What was typed
 * or chosen in it before React hydrated stays in the field but never reached the state (React
 * keeps the field's value, fires no change for it, and writes the state's value back at the next
 * render): it is handed to `adopt` once, in the hydration's own commit, before a tap that made
 * React hydrate can reach a handler (docs/decisions/early-taps.md). A field first drawn in the
 * browser (a client-side navigation) has had no early typing: nothing is adopted. A select whose
 * `adopt` navigates wants `autoComplete="off"`, or a browser restoring it on Back would be taken
 * for a visitor's choice.
 */
export function useTypedEarly<T extends Field>(
  adopt: (typed: string, field: T) => void,
  drawn = '',
) {
  const ref = useRef<T>(null);
  // False only while hydrating: the server's snapshot (./use-hydrated).
  const hydrated = useHydrated();
  const early = useRef({ adopt, drawn, fromServer: !hydrated, done: false });
  useLayoutEffect(() => {
    const field = ref.current;
    const pending = early.current;
    // Once: development's Strict Mode runs a mount's effects twice.
    if (!field || !pending.fromServer || pending.done) return;
    pending.done = true;
    if (field.value !== pending.drawn) pending.adopt(field.value, field);
  }, []);
  return ref;
}
