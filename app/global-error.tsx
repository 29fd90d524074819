'use client';

import { useEffect } from 'react';
import { ErrorScreen, errorMessage } from '@/components/layout/error-screen';
import './globals.css';

type Props = { error: unknown; reset: () => void; retry: () => void };

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError({ error, retry }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-IN">
      <body>
        <title>Unexpected Application Error! | Saithunga Hospital</title>
        <main id="main">
          <ErrorScreen message={errorMessage(error)} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
