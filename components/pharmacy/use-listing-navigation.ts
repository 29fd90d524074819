'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { listingHref, type ListingState } from '@/lib/pharmacy/filters';

/** Moves the listing to a new filter/sort state: the URL changes and the server renders it. */
export function useListingNavigation() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (state: ListingState) =>
    startTransition(() => router.push(listingHref(state), { scroll: false }));
  return { go, pending };
}
