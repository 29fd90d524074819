/**
 * A `subscribe` for useSyncExternalStore that calls back on each of the window's `events` (a
 * browser event such as 'storage' or 'popstate', or one the page fires itself after changing what
 * the store reads). Made once at module level, so its identity is stable and React never
 * subscribes again between renders.
 */
export function subscribeToWindowEvents(events: string[], options?: AddEventListenerOptions) {
  return (onChange: () => void) => {
    for (const event of events) window.addEventListener(event, onChange, options);
    return () => {
      for (const event of events) window.removeEventListener(event, onChange);
    };
  };
}
