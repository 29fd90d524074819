'use client';

import { useEffect } from 'react';
import { ErrorScreen, errorMessage } from '@/components/layout/error-screen';

type Props = { error: unknown; reset: () => void; retry: () => void };

/**
 * A failing route keeps the header and footer and shows the spec's error screen. 'Try again'
 * uses Next's retry (re-fetch and re-render); reset alone would re-render the same failed data.
 */
export default function RouteError({ error, retry }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return <ErrorScreen message={errorMessage(error)} onRetry={retry} />;
}
