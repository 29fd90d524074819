'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeToMediaQuery } from '@/components/ui/media-query';
import { tabsPerView } from '@/lib/booking/slots';
import { indiaNow, type IndiaNow } from '@/lib/time/india';

/** India's date and minute, refreshed every 30 s so slots that start while open turn unavailable. */
export function useIndiaNow(): IndiaNow {
  const [now, setNow] = useState<IndiaNow>(() => indiaNow());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(indiaNow()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
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
