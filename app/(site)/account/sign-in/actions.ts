'use server';

import { redirect } from 'next/navigation';
import {
  askSignInCode,
  askSignInLink,
  enterSignInCode,
  enterSignInLink,
  type SignInState,
} from '@/lib/accounts/forms';

/** The server actions of /account/sign-in and its e-mailed link (lib/accounts/forms.ts). */

/** A signed-in state goes where it says (outside the step, as redirect() throws). */
function follow(state: SignInState): SignInState {
  if (state?.ok && state.location) redirect(state.location);
  return state;
}

export async function askCode(_: SignInState, form: FormData): Promise<SignInState> {
  return askSignInCode(form);
}

export async function enterCode(_: SignInState, form: FormData): Promise<SignInState> {
  return follow(await enterSignInCode(form));
}

export async function askLink(_: SignInState, form: FormData): Promise<SignInState> {
  return askSignInLink(form);
}

export async function enterLink(_: SignInState, form: FormData): Promise<SignInState> {
  return follow(await enterSignInLink(form));
}
