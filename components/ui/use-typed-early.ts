'use client';

import { useEffect, useRef } from 'react';

/**
 * A ref for a controlled field drawn in the server's HTML. What was typed into it before React
 * hydrated stays in the field but never reached the state (React keeps the field's value and
 * fires no change for it): it is handed to `adopt` once, on hydration, as if typed just then
 * (docs/decisions/early-taps.md).
 */
export function useTypedEarly<T extends HTMLInputElement | HTMLTextAreaElement>(
  adopt: (typed: string) => void,
) {
  const ref = useRef<T>(null);
  const adoptOnce = useRef(adopt);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) adoptOnce.current(typed);
  }, []);
  return ref;
}
