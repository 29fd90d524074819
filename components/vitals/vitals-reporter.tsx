'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { isSampled, sampleRateOf } from '@/lib/vitals/sampling';

const SAMPLE_RATE = sampleRateOf(process.env.NEXT_PUBLIC_VITALS_SAMPLE);

/** One report per document: web-vitals measures the page that was loaded, not later routes. */
let started = false;

/**
 * Real-user vitals (docs/decisions/real-user-vitals.md): a sampled page view loads the reporter
 * (lib/vitals/beacon.ts, web-vitals) once the browser is idle after hydration, so a visit pays
 * nothing for it before then and an unsampled one nothing at all.
 */
export function VitalsReporter() {
  const pathname = usePathname();
  const params = useParams();
  useEffect(() => {
    if (started) return;
    started = true;
    if (!isSampled(SAMPLE_RATE, Math.random())) return;
    const load = () =>
      void import('@/lib/vitals/beacon').then(({ reportVitals }) =>
        reportVitals(pathname, params ?? {}),
      );
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5_000 });
    else setTimeout(load, 2_000);
    // The page the document loaded: later client-side routes are not measured.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
