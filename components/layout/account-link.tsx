'use client';

import { useEffect, useState } from 'react';
import { hasSignedInHint } from '@/lib/accounts/signed-in-hint';

/** One question per page load, however many places show the link (the header, the phone menu). */
let asked: Promise<boolean> | undefined;
/** Its answer once in: a link drawn later (the phone menu, at each opening) starts from it. */
let answered: boolean | undefined;

function signedIn(): Promise<boolean> {
  asked ??= fetch('/api/account/me', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((me: { signedIn?: boolean } | null) => me?.signedIn === true)
    .catch(() => false)
    .then((yes) => (answered = yes));
  return asked;
}

/**
 * The header's 'Sign in' or 'My account' (issue 46). Public pages are cached for everyone, so
 * they never read the session: this island asks the no-store /api/account/me, and only when the
 * signed-in hint cookie is there, so a guest's page load costs no request at all. Plain anchors
 * and one effect: a few hundred bytes of script (issue 50's TBT budget).
 */
export function AccountLink({ className }: { className?: string }) {
  // Hydration finds `answered` unset, as the server did; only a link drawn after the answer reads it.
  const [mine, setMine] = useState(answered ?? false);
  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return;
    let live = true;
    void signedIn().then((yes) => live && setMine(yes));
    return () => {
      live = false;
    };
  }, []);
  return mine ? (
    <a className={className} href="/account">
      My account
    </a>
  ) : (
    <a className={className} href="/account/sign-in">
      Sign in
    </a>
  );
}
