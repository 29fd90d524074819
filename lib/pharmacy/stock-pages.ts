import 'server-only';
import { revalidateTag } from 'next/cache';
import { TAGS } from '../cache/tags';

/**
 * Renews every cached pharmacy page (cards, listings, medicine pages) on its next request, after
 * a sale left a medicine at or under LOW_STOCK, so 'Only N left' and 'Out of stock' stay true.
 * Sales that leave plenty change no page and renew nothing.
 */
export function revalidatePharmacyPages(): void {
  revalidateTag(TAGS.pharmacy, { expire: 0 });
}
