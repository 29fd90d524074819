import 'server-only';
import type { MessageDraft } from './outbox';
import { email, HOSPITAL } from './message-layout';

/**
 * The patients' sign-in messages (lib/accounts/sign-in.ts and email.ts): the SMS code, the
 * e-mailed sign-in link and the e-mail verification link. The SMS carries a subject too, which
 * only the staff console's outbox list shows (the end-to-end tests read the code from it).
 */

export const ACCOUNT_CODE_TOPIC = 'account.code';
export const ACCOUNT_LINK_TOPIC = 'account.link';
export const ACCOUNT_VERIFY_TOPIC = 'account.verify_email';

export const ACCOUNT_TOPICS = [ACCOUNT_CODE_TOPIC, ACCOUNT_LINK_TOPIC, ACCOUNT_VERIFY_TOPIC];

export function signInCodeMessage(phone: string, code: string, minutes: number): MessageDraft[] {
  return [
    {
      topic: ACCOUNT_CODE_TOPIC,
      channel: 'sms',
      recipient: phone,
      subject: `Your sign-in code: ${code}`,
      text: `${code} is your ${HOSPITAL} sign-in code. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    },
  ];
}

const NOT_YOU = 'If it was not you, you can ignore this message; nothing has changed.';

export function signInLinkMessage(address: string, url: string, minutes: number): MessageDraft[] {
  return [
    {
      topic: ACCOUNT_LINK_TOPIC,
      channel: 'email',
      recipient: address,
      ...email({
        subject: `Your ${HOSPITAL} sign-in link`,
        heading: 'Sign in to your account',
        intro: 'Someone, we hope you, asked for a link to sign in to your account on our website.',
        facts: [
          ['Sign-in link', url],
          ['Valid for', `${minutes} minutes, once`],
        ],
        closing: ['Do not forward this e-mail: the link signs in whoever opens it.', NOT_YOU],
      }),
    },
  ];
}

export function verifyEmailMessage(address: string, url: string, minutes: number): MessageDraft[] {
  return [
    {
      topic: ACCOUNT_VERIFY_TOPIC,
      channel: 'email',
      recipient: address,
      ...email({
        subject: `Verify your e-mail address for ${HOSPITAL}`,
        heading: 'Verify your e-mail address',
        intro: 'This address was added to a patient account on our website.',
        facts: [
          ['Verification link', url],
          ['Valid for', `${minutes} minutes, once`],
        ],
        closing: ['Once verified, you can sign in with a link sent to this address.', NOT_YOU],
      }),
    },
  ];
}
