/**
 * Every word the sign-in, sign-up and account settings forms say (issue 46), in one place: the
 * schemas, the server and the tests read them from here. No server-only import: the forms'
 * client components show some of them too.
 */

export const CODE_MINUTES = 10;
export const LINK_MINUTES = 15;
export const CODE_TRIES = 5;

export const SIGN_IN_MESSAGES = {
  phone: 'Enter a 10-digit mobile number',
  code: 'Enter the 6-digit code',
  name: 'Enter your name',
  nameTooLong: 'Your name may be at most 100 characters',
  notice: 'Please read the privacy notice and agree to it to create an account',
  email: 'Enter a valid e-mail address',
  /** The same answer whether or not the number has an account. */
  codeSent: `If the number is right, a 6-digit code has been sent to it by SMS. It is valid for ${CODE_MINUTES} minutes.`,
  newCodeSent: 'A new code has been sent. The earlier code no longer works.',
  /** One refusal for a wrong, used, expired or unknown code. */
  badCode: 'That code is not right or has expired. Check the message, or ask for a new code.',
  linkSent: `If this e-mail address is verified on an account, a sign-in link has been sent to it. It is valid for ${LINK_MINUTES} minutes.`,
  badLink: 'This sign-in link is not right, has been used or has expired. Ask for a new one.',
  tooManyRequests: 'Too many codes asked for. Please wait a few minutes and try again.',
  tooManyTries: 'Too many wrong codes. Please wait a few minutes and try again.',
  tooManySignIns: 'Too many sign-ins for this account today. Please try again tomorrow.',
  newAccount: 'This number has no account yet. Read the privacy notice below to create one.',
  signedIn: 'You are signed in.',
  fix: 'Please correct the fields below.',
} as const;

export const SETTINGS_MESSAGES = {
  verifySent: 'We have sent a verification link to that address. Open it within 15 minutes.',
  tooManyVerify: 'Too many verification e-mails today. Please try again tomorrow.',
  emailVerified: 'Your e-mail address is verified. You can now sign in with a link sent to it.',
  badVerifyLink:
    'This verification link is not right, has been used or has expired. Ask for a new one from your settings.',
  signedOut: 'You have signed out.',
  signedOutEverywhere: 'You have signed out on every browser.',
} as const;
