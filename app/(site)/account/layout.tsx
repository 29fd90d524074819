import type { Metadata } from 'next';
import { AccountNav } from '@/components/account/account-nav';
import { getAccount } from '@/lib/accounts/current';

/**
 * Every page under /account (issue 46) is a patient's own: rendered per request (this layout
 * reads the session), never cached, never indexed (the middleware's X-Robots-Tag says so too).
 * The account's menu shows only to a signed-in patient. The public notice lives beside it, in
 * app/(site)/(public)/account/notice, outside this layout, so that it stays cached.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  const account = await getAccount();
  return (
    <>
      {account ? <AccountNav /> : null}
      {children}
    </>
  );
}
