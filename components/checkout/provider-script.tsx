'use client';

import Script from 'next/script';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** Loads that failed so far: next/script remembers a URL's outcome, so a retry asks anew. */
let failures = 0;

/**
 * Loads the payment provider's checkout script with next/script when a payment starts (never
 * with the page: the test checkout needs none) and resolves once it has run; at once if an
 * earlier payment loaded it. A script that failed to load is asked for again at the next payment.
 */
export function loadProviderScript(src: string): Promise<void> {
  const url = failures === 0 ? src : `${src}?retry=${failures}`;
  return new Promise<void>((resolve, reject) => {
    const root = createRoot(document.createElement('div'));
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
      // Not from inside the Script's own effect or callback.
      setTimeout(() => root.unmount());
    };
    const failed = () => {
      failures += 1;
      settle(() => reject(new Error(`Could not load ${src}`)));
    };
    // Synchronously, so the script is asked for before the caller's next await.
    flushSync(() =>
      root.render(
        <Script
          src={url}
          strategy="afterInteractive"
          // onLoad: this load; onReady: loaded by an earlier payment.
          onLoad={() => settle(resolve)}
          onReady={() => settle(resolve)}
          onError={failed}
        />,
      ),
    );
  });
}
