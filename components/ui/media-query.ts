/**
 * A `subscribe` for useSyncExternalStore that calls back whenever `query` starts or stops
 * matching. Made once per query at module level, so its identity is stable and React never
 * subscribes again between renders.
 */
export function subscribeToMediaQuery(query: string) {
  return (onChange: () => void) => {
    const media = window.matchMedia(query);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  };
}
