import type { Metadata } from 'next';
import { LinkLanding } from '@/components/account/link-landing';
import { VERIFY_EMAIL_PATH } from '@/lib/accounts/email-link';
import { accountPageMetadata } from '@/lib/accounts/page-metadata';
import { verify } from './actions';

export const dynamic = 'force-dynamic';

const TITLE = 'Verify your e-mail address';

export const metadata: Metadata = accountPageMetadata(
  TITLE,
  'Verify the e-mail address of your Saithunga Hospital account.',
  VERIFY_EMAIL_PATH,
);

/** Where an e-mail verification link lands: the link alone proves the mailbox. */
export default function VerifyEmailPage() {
  return (
    <LinkLanding title={TITLE} path={VERIFY_EMAIL_PATH} action={verify} label="Verify my e-mail" />
  );
}
