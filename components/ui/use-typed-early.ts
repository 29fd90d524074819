'use client';

import { useLayoutEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A ref for a controlled field drawn in the server's HTML with the value `drawn`. What was typed
 * or chosen in it before React hydrated stays in the field but never reached the state (React
 * keeps the field's value, fires no change for it, and writes the state's value back at the next
 * render): it is handed to `adopt` once, on hydration, as if typed just then
 * (docs/decisions/early-taps.md).
 */
export function useTypedEarly<T extends Field>(adopt: (typed: string) => void, drawn = '') {
  const ref = useRef<T>(null);
  const once = useRef({ adopt, drawn });
  // In the hydration's own commit, before a tap that made React hydrate can reach a handler.
  useLayoutEffect(() => {
    const value = ref.current?.value;
    if (value !== undefined && value !== once.current.drawn) once.current.adopt(value);
  }, []);
  return ref;
}
