import { string } from 'yup';

/**
 * A note two members may edit at once (a callback request's, a job application's). The form
 * sends the note as it showed it (`note_seen`); a save that would write over a note someone else
 * changed since then is refused, so nobody's words are lost without being read.
 */

/** The hidden field of the note as the form showed it; absent from callers that send none. */
export const noteSeenField = () => string().max(10_000).optional();

export const NOTE_CHANGED_MESSAGE =
  'Someone else changed this note since the page was opened: reload the page, read it, and save again';

/** The refusal's message when `typed` would replace a note changed since `seen`, else null. */
export function noteConflict(
  stored: string,
  seen: string | undefined,
  typed: string,
): string | null {
  if (seen === undefined || typed === stored) return null;
  return seen.trim() === stored.trim() ? null : NOTE_CHANGED_MESSAGE;
}
