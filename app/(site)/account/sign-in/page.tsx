import type { Metadata } from 'next';
import { SignInForm } from '@/components/account/sign-in-form';
import { PageHero } from '@/components/ui/page-hero';
import { ACCOUNT_SIGN_IN_PATH } from '@/lib/accounts/current';
import { safeNextPath } from '@/lib/accounts/next-path';
import { buildMetadata } from '@/lib/seo/metadata';
import { askCode, askLink, enterCode } from './actions';

// Per request (the `next` of the address), never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = buildMetadata({
  title: 'Sign in to your account',
  description: 'Sign in to your Saithunga Hospital account with your mobile number.',
  path: ACCOUNT_SIGN_IN_PATH,
  noindex: true,
});

type Props = { searchParams: Promise<{ next?: string | string[] }> };

/**
 * /account/sign-in (issue 46): a mobile number, then the 6-digit code sent to it; a first-time
 * number reads the privacy notice and gives a name. No password. Or a link e-mailed to a
 * verified address.
 */
export default async function SignInPage({ searchParams }: Props) {
  const next = safeNextPath((await searchParams).next);
  return (
    <>
      <PageHero
        title="Sign in"
        trail={[{ name: 'Sign in', path: ACCOUNT_SIGN_IN_PATH }]}
        lead="One place for your family's appointments, orders and reports. An account is never needed to book or buy."
      />
      <section className="section">
        <div className="container">
          <SignInForm next={next} askCode={askCode} enterCode={enterCode} askLink={askLink} />
        </div>
      </section>
    </>
  );
}
