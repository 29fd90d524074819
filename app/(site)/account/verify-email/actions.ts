'use server';

import { enterVerifyLink, type SignInState } from '@/lib/accounts/forms';

/** The server action of /account/verify-email (lib/accounts/email-link.ts). */
export async function verify(_: SignInState, form: FormData): Promise<SignInState> {
  return enterVerifyLink(form);
}
