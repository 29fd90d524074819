'use client';

import { useEffect, useState } from 'react';
import { hasSignedInHint } from '@/lib/accounts/signed-in-hint';

/** One question per page load, however many places show the link (the header, the phone menu). */
let asked: Promise<boolean> | undefined;

function signedIn(): Promise<boolean> {
  asked ??= fetch('/api/account/me', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((me: { signedIn?: boolean } | null) => me?.signedIn === true)
    .catch(() => false);
  return asked;
}

/**
 * The header's 'Sign in' or 'My account' (issue 46). Public pages are cached for everyone, so
 * they never read the session: this island asks the no-store /api/account/me, and only when the
 * signed-in hint cookie is there, so a guest's page load costs no request at all. Plain anchors
 * and one effect: a few hundred bytes of script (issue 50's TBT budget).
 */
export function AccountLink({ className }: { className?: string }) {
  const [mine, setMine] = useState(false);
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
