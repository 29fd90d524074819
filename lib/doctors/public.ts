import { eq } from 'drizzle-orm';
import { doctors } from '../db/schema';

/**
 * The one rule for a doctor the public may see: verified. Every public doctor read (listing,
 * department, treatment, profile), the sitemap and the booking path (the bookable doctor, the
 * schedule, the slot hold) use it, so no page links to a profile that answers 404 and no one can
 * book a doctor the hospital has not published.
 */
export function isPublicDoctor() {
  return eq(doctors.verified, true);
}
