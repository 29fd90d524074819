import type { Metadata } from 'next';
import { LinkLanding } from '@/components/account/link-landing';
import { LINK_SIGN_IN_PATH } from '@/lib/accounts/email-link';
import { accountPageMetadata } from '@/lib/accounts/page-metadata';
import { enterLink } from '../actions';

export const dynamic = 'force-dynamic';

const TITLE = 'Sign in with your link';

export const metadata: Metadata = accountPageMetadata(
  TITLE,
  'Sign in to your Saithunga Hospital account with the link we e-mailed you.',
  LINK_SIGN_IN_PATH,
);

/** Where an e-mailed sign-in link lands (lib/accounts/email-link.ts). */
export default function SignInLinkPage() {
  return <LinkLanding title={TITLE} path={LINK_SIGN_IN_PATH} action={enterLink} label="Sign in" />;
}
