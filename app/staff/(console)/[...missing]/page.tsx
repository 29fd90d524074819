import { notFound } from 'next/navigation';

/**
 * Any other address under /staff (a mistyped page, a removed one): the console's own 'Not found'
 * (../not-found.tsx), inside its frame, for a signed-in member; the console layout sends everyone
 * else to the sign-in page first, so the console's addresses are not told apart from outside.
 */
export default function MissingConsolePage() {
  notFound();
}
