/** lib/format/wait.ts: the wait a limit's refusal names, rounded up to whole minutes. */
import { inMinutes } from '@/lib/format/wait';
import { SIGN_IN_MESSAGES } from '@/lib/staff/auth';

it('names the wait in whole minutes, rounded up, never less than a minute', () => {
  expect([0, 1, 60, 61, 899, 900, 3600].map(inMinutes)).toEqual([
    'a minute',
    'a minute',
    'a minute',
    '2 minutes',
    '15 minutes',
    '15 minutes',
    '60 minutes',
  ]);
});

it("is the wait staff sign-in's refusal names", () => {
  expect(SIGN_IN_MESSAGES.tooMany(840)).toBe(
    'Too many sign-in attempts. Please try again in 14 minutes.',
  );
  expect(SIGN_IN_MESSAGES.tooMany(30)).toBe(
    'Too many sign-in attempts. Please try again in a minute.',
  );
});
