'use client';

import { useLayoutEffect, useRef } from 'react';
import { useHydrated } from './use-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A ref for a part of the page the server drew: `adopt` gets its element once, in the hydration's
 * own commit, before a tap that made React hydrate can reach a handler. A part first drawn in the
 * browser (a client-side navigation) has had no early typing: nothing is adopted.
 */
export function useOnHydration<T extends Element>(adopt: (element: T) => void) {
  const ref = useRef<T>(null);
  // False only while hydrating: the server's snapshot (./use-hydrated).
  const hydrated = useHydrated();
  const early = useRef({ adopt, fromServer: !hydrated, done: false });
  useLayoutEffect(() => {
    const element = ref.current;
    const pending = early.current;
    // Once: development's Strict Mode runs a mount's effects twice.
    if (!element || !pending.fromServer || pending.done) return;
    pending.done = true;
    pending.adopt(element);
  }, []);
  return ref;
}

/**
 * A ref for a controlled field drawn in the server's HTML with the value `drawn`. What was typed
 * or chosen in it before React hydrated stays in the field but never reached the state (React
 * keeps the field's value, fires no change for it, and writes the state's value back at the next
 * render): it is handed to `adopt` as the page hydrates (docs/decisions/early-taps.md). A select
 * whose `adopt` navigates wants `autoComplete="off"`, or a browser restoring it on Back would be
 * taken for a visitor's choice.
 */
export function useTypedEarly<T extends Field>(
  adopt: (typed: string, field: T) => void,
  drawn = '',
) {
  return useOnHydration<T>((field) => {
    if (field.value !== drawn) adopt(field.value, field);
  });
}

/**
 * The checkboxes in `group` the visitor ticked or unticked before React hydrated (their values),
 * else null: each box's own change would have been lost, or applied one at a time to a stale
 * state. Call it from `useOnHydration`. Only the boxes changed count (`checked` against the
 * `defaultChecked` the server drew), so a value the address names with no box of its own (a brand
 * no longer sold, in an old link) is neither ticked nor unticked.
 */
export function tickedEarly(group: Element): { ticked: string[]; unticked: string[] } | null {
  const boxes = group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
  const changed = Array.from(boxes).filter((box) => box.checked !== box.defaultChecked);
  if (changed.length === 0) return null;
  return {
    ticked: changed.filter((box) => box.checked).map((box) => box.value),
    unticked: changed.filter((box) => !box.checked).map((box) => box.value),
  };
}
