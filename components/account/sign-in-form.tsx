'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { InputField } from '@/components/forms/form-field';
import type { SignInState } from '@/lib/accounts/forms';
import { SIGN_IN_MESSAGES } from '@/lib/accounts/messages';
import { NOTICE_AGREE_LABEL, OPTIONAL_PURPOSES } from '@/lib/accounts/notice';
import formStyles from '@/components/forms/forms.module.css';
import {
  CodeField,
  ResendLinks,
  StepMessage,
  useCodeSteps,
} from '@/components/self-service/code-step-parts';
import styles from '@/components/self-service/self-service.module.css';
import { NoticeView } from './notice-view';
import own from './account.module.css';

type Action = (previous: SignInState, form: FormData) => Promise<SignInState>;

type Props = { next: string; askCode: Action; enterCode: Action; askLink: Action };

/** A form's message when no field carries it (a refusal of the whole step). */
const alone = (state: SignInState) => (state && (state.ok || !state.errors) ? state : null);

/**
 * The code step, remounted for each new code: the code, and when the code turns out to belong
 * to a number without an account, the privacy notice, its checkbox, a name and the optional
 * purposes (off unless ticked), sent with the same code.
 */
function CodeStep({ phone, next, enterCode }: { phone: string; next: string; enterCode: Action }) {
  const [entered, enter, entering] = useActionState(enterCode, null);
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const signUp =
    Boolean(entered?.signUp) || (entered !== null && !entered.ok && hasSignUpErrors(entered));
  useEffect(() => {
    if (!signUp) codeInput.current?.focus();
  }, [entered, signUp]);
  return (
    <form action={enter} className={styles.form} noValidate>
      <input type="hidden" name="phone" value={phone} />
      <input type="hidden" name="next" value={next} />
      {signUp ? <input type="hidden" name="signUp" value="1" /> : null}
      <CodeField
        ref={codeInput}
        id="sign-in-code"
        readOnly={signUp}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={entered?.errors?.code ?? entered?.errors?.phone}
      />
      {signUp ? (
        <>
          <StepMessage state={entered?.ok ? entered : null} />
          <h2>Privacy notice</h2>
          <NoticeView />
          <label className={own.check}>
            <input type="checkbox" name="notice" aria-describedby="notice-error" />{' '}
            {NOTICE_AGREE_LABEL}
          </label>
          {entered?.errors?.notice ? (
            <p id="notice-error" className={formStyles.error}>
              {entered.errors.notice}
            </p>
          ) : null}
          <InputField
            id="sign-up-name"
            name="name"
            label="Your name"
            autoComplete="name"
            maxLength={100}
            required
            error={entered?.errors?.name}
          />
          <fieldset className={styles.steps}>
            <legend>Optional, off unless you tick them</legend>
            {OPTIONAL_PURPOSES.map(({ field, label }) => (
              <label key={field} className={own.check}>
                <input type="checkbox" name={field} /> {label}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn-primary" disabled={entering}>
            {entering ? 'Creating…' : 'Create account'}
          </button>
        </>
      ) : (
        <>
          {alone(entered) && !entered?.ok ? <StepMessage state={entered} /> : null}
          <button type="submit" className="btn btn-primary" disabled={entering}>
            {entering ? 'Checking…' : 'Verify'}
          </button>
        </>
      )}
    </form>
  );
}

const hasSignUpErrors = (state: NonNullable<SignInState>) =>
  Boolean(state.errors?.notice ?? state.errors?.name);

/** The e-mailed link, for an account whose e-mail address is verified. */
function LinkStep({ askLink }: { askLink: Action }) {
  const [asked, ask, asking] = useActionState(askLink, null);
  return (
    <details>
      <summary>Sign in with a link sent to your verified e-mail instead</summary>
      <form action={ask} className={styles.form} noValidate>
        <StepMessage state={alone(asked)} />
        <InputField
          id="sign-in-email"
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="email"
          maxLength={254}
          required
          error={asked?.errors?.email}
        />
        <button type="submit" className="btn btn-outline" disabled={asking}>
          {asking ? 'Sending…' : 'Send link'}
        </button>
      </form>
    </details>
  );
}

/**
 * The sign-in page's steps: the mobile number, then the code sent to it (and, for a new number,
 * the notice). A right code sets the session's cookie on the server, which then redirects to
 * `next`. Nothing typed ever goes into the address.
 */
export function SignInForm({ next, askCode, enterCode, askLink }: Props) {
  const { sent, asked, asking, sends, resent, resend, resending, codeShown, askAgain, change } =
    useCodeSteps(askCode);
  const phone = sent.phone ?? '';

  return (
    <div className={`${formStyles.card} ${styles.page}`}>
      {codeShown ? (
        <div className={styles.steps}>
          <StepMessage
            state={resent ?? asked}
            text={resent?.ok ? SIGN_IN_MESSAGES.newCodeSent : undefined}
          />
          <CodeStep key={sends} phone={phone} next={next} enterCode={enterCode} />
          <ResendLinks
            resend={resend}
            resending={resending}
            fields={{ phone }}
            changeLabel="Change the number"
            onChange={change}
          />
        </div>
      ) : (
        <>
          <form action={askAgain} className={styles.form} noValidate>
            <StepMessage state={asked && !asked.ok && !asked.errors ? asked : null} />
            <InputField
              id="sign-in-phone"
              name="phone"
              label="Mobile number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={14}
              required
              defaultValue={phone}
              error={asked?.errors?.phone}
            />
            <button type="submit" className="btn btn-primary" disabled={asking}>
              {asking ? 'Sending…' : 'Send code'}
            </button>
          </form>
          <LinkStep askLink={askLink} />
        </>
      )}
    </div>
  );
}
