'use client';

import { useActionState, useEffect, useRef } from 'react';
import { InputField } from '@/components/forms/form-field';
import type { ActionState } from '@/lib/staff/action';
import { CodeField, ResendLinks, StepMessage, useCodeSteps } from './code-step-parts';
import styles from './self-service.module.css';

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

type Props = {
  /** 'booking' or 'order', as the labels say it. */
  noun: string;
  referencePlaceholder: string;
  initialReference: string;
  askCode: Action;
  enterCode: Action;
};

const NEW_CODE_SENT =
  'A new code has been sent if the reference and phone number match. The earlier code no longer works.';

/** The code step: one code's form, remounted for each new code so an old refusal goes with it. */
function CodeStep({
  noun,
  reference,
  phone,
  enterCode,
}: {
  noun: string;
  reference: string;
  phone: string;
  enterCode: Action;
}) {
  const [entered, enter, entering] = useActionState(enterCode, null);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    codeInput.current?.focus();
  }, [entered]);
  return (
    <form action={enter} className={styles.form} noValidate>
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="phone" value={phone} />
      <CodeField
        ref={codeInput}
        id="access-code"
        error={entered?.errors?.code ?? entered?.errors?.reference ?? entered?.errors?.phone}
      />
      {entered && !entered.ok && !entered.errors ? <StepMessage state={entered} /> : null}
      <button type="submit" className="btn btn-primary" disabled={entering}>
        {entering ? 'Checking…' : `Open my ${noun}`}
      </button>
    </form>
  );
}

/**
 * The two steps in front of a booking or an order: its reference and the phone number used, then
 * the 6-digit code sent to that phone and e-mail. A right code sets the page's access cookie on
 * the server, and the page then shows the record. Nothing typed ever goes into the address.
 */
export function AccessForm({
  noun,
  referencePlaceholder,
  initialReference,
  askCode,
  enterCode,
}: Props) {
  const { sent, asked, asking, sends, resent, resend, resending, codeShown, askAgain, change } =
    useCodeSteps(askCode);
  const reference = sent.reference ?? initialReference;
  const phone = sent.phone ?? '';

  if (codeShown) {
    return (
      <div className={styles.steps}>
        {resent ? (
          <StepMessage state={resent} text={resent.ok ? NEW_CODE_SENT : undefined} />
        ) : (
          <StepMessage state={asked} />
        )}
        <CodeStep
          key={sends}
          noun={noun}
          reference={reference}
          phone={phone}
          enterCode={enterCode}
        />
        <ResendLinks
          resend={resend}
          resending={resending}
          fields={{ reference, phone }}
          changeLabel="Change the reference or phone number"
          onChange={change}
        />
      </div>
    );
  }

  return (
    <form action={askAgain} className={styles.form} noValidate>
      {asked && !asked.ok ? <StepMessage state={asked} /> : null}
      <InputField
        id="access-reference"
        name="reference"
        label={`${noun[0].toUpperCase()}${noun.slice(1)} reference`}
        placeholder={referencePlaceholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        required
        defaultValue={reference}
        error={asked?.errors?.reference}
      />
      <InputField
        id="access-phone"
        name="phone"
        label={`Phone number used for the ${noun}`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        required
        defaultValue={phone}
        error={asked?.errors?.phone}
      />
      <button type="submit" className="btn btn-primary" disabled={asking}>
        {asking ? 'Sending…' : 'Send me a code'}
      </button>
    </form>
  );
}
