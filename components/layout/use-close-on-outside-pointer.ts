'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Closes an open dropdown when a pointer goes down anywhere outside `rootRef` (its button and
 * panel). Listens only while it is open; `setOpen` should be a state setter, so it is stable.
 */
export function useCloseOnOutsidePointer(
  rootRef: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [rootRef, open, setOpen]);
}
