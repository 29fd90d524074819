'use client';

import { useEffect, useEffectEvent } from 'react';
import { EARLY_TAPS, REPLAY_ATTRIBUTE, type EarlyTaps } from '@/lib/http/early-taps.mjs';

/**
 * Whether a tap on the controls keyed `key` was kept before they could answer it
 * (lib/http/early-taps.mjs); it is forgotten once asked, so it is answered once. False on a page
 * served without the capture (dev, `next start`).
 */
export function takeEarlyTap(key: string): boolean {
  const taps = (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS];
  return taps?.take(key) ?? false;
}

/**
 * A control that keeps its early taps (docs/decisions/early-taps.md): until `ready` it carries
 * `data-replay={key}` (spread the answer onto it), so a tap is kept by the page's capture script
 * instead of being lost or answered half-ready; once `ready`, `perform` runs once if any tap was
 * kept, and the control answers its taps itself. Several controls may share a key (the same Add
 * twice on a page): the first to be ready performs it.
 */
export function useReplayedTap(key: string, ready: boolean, perform: () => void) {
  const replay = useEffectEvent(perform);
  useEffect(() => {
    if (ready && takeEarlyTap(key)) replay();
  }, [ready, key]);
  return replayMark(key, ready);
}

/**
 * The marks that keep a control's taps for its island until `ready` (spread them onto it), for a
 * control whose island takes its early taps itself (`takeEarlyTap`).
 */
export function replayMark(key: string, ready: boolean) {
  // The capture marks a kept tap's control `aria-busy` before React hydrates it: expected.
  return ready ? {} : { [REPLAY_ATTRIBUTE]: key, suppressHydrationWarning: true };
}
