import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { SignInForm } from '@/components/account/sign-in-form';
import { ACCOUNT_SIGN_IN_PATH } from '@/lib/accounts/current';
import { safeNextPath } from '@/lib/accounts/next-path';
import { accountPageMetadata } from '@/lib/accounts/page-metadata';
import { askCode, askLink, enterCode } from './actions';

// Per request (the `next` of the address), never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = accountPageMetadata(
  'Sign in to your account',
  'Sign in to your Saithunga Hospital account with your mobile number.',
  ACCOUNT_SIGN_IN_PATH,
);

type Props = { searchParams: Promise<{ next?: string | string[] }> };

/**
 * /account/sign-in (issue 46): a mobile number, then the 6-digit code sent to it; a first-time
 * number reads the privacy notice and gives a name. No password. Or a link e-mailed to a
 * verified address.
 */
export default async function SignInPage({ searchParams }: Props) {
  const next = safeNextPath((await searchParams).next);
  return (
    <AccountPage
      title="Sign in"
      path={ACCOUNT_SIGN_IN_PATH}
      lead="One place for your family's appointments, orders and reports. An account is never needed to book or buy."
    >
      <SignInForm next={next} askCode={askCode} enterCode={enterCode} askLink={askLink} />
    </AccountPage>
  );
}
