'use client';

import { cancelSignInAction, signInCodeAction } from '@/app/staff/login/actions';
import { LabelledInput } from './labelled-input';
import { SignInStep } from './sign-in-form';

/** The second step of a sign-in: the six digits the authenticator app shows now. */
export function CodeForm() {
  return (
    <>
      <SignInStep
        action={signInCodeAction}
        busy="Checking…"
        fields={(errors) => (
          <LabelledInput
            id="staff-code"
            label="6-digit code from your authenticator app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            autoFocus
            error={errors.code}
          />
        )}
      />
      <form action={cancelSignInAction}>
        <button type="submit" className="btn btn-outline btn-block">
          Use another account
        </button>
      </form>
    </>
  );
}
