'use client';

import { useSyncExternalStore } from 'react';
import { subscribeToMediaQuery } from '@/components/ui/media-query';
import { tabsPerView } from '@/lib/booking/slots';
import { indiaNow, type IndiaNow } from '@/lib/time/india';

let latest: IndiaNow = indiaNow();

/** India's date and minute, the same object while they stay the same. */
function currentIndiaNow(): IndiaNow {
  const now = indiaNow();
  if (now.date !== latest.date || now.minuteOfDay !== latest.minuteOfDay) latest = now;
  return latest;
}

const everyHalfMinute = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 30_000);
  return () => window.clearInterval(timer);
};

/**
 * India's date and minute, looked at again every 30 s so slots that start while open turn
 * unavailable. A picker hydrating a page's HTML draws at the `drawnAt` the page was drawn at (so
 * it draws what the HTML shows) and moves to the present right after.
 */
export function useIndiaNow(drawnAt?: IndiaNow): IndiaNow {
  return useSyncExternalStore(everyHalfMinute, currentIndiaNow, () => drawnAt ?? currentIndiaNow());
}

const SMALL_SCREEN = '(max-width: 575.98px)';

const subscribe = subscribeToMediaQuery(SMALL_SCREEN);

/** 3 date tabs, 2 below 576 px; the server renders 3 (the picker shows nothing time-bound there). */
export function useTabsPerView(): number {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(SMALL_SCREEN).matches ? tabsPerView(575) : tabsPerView(576)),
    () => tabsPerView(576),
  );
}
