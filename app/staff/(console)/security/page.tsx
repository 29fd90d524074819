import type { Metadata } from 'next';
import QRCode from 'qrcode';
import {
  confirmSecondFactorAction,
  startSecondFactorAction,
  stopSecondFactorAction,
} from '@/app/staff/(console)/actions';
import { LabelledInput } from '@/components/staff/labelled-input';
import { StaffForm } from '@/components/staff/staff-form';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { getSecondFactorState } from '@/lib/staff/second-factor-reads';
import { totpUri } from '@/lib/staff/totp';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Two-step sign-in' };

function CodeField({ id }: { id: string }) {
  return (
    <LabelledInput
      id={id}
      label="6-digit code from the app"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
    />
  );
}

/**
 * The member's own second factor: an authenticator app's codes at each sign-in. Set up by
 * scanning a QR code (drawn here, on the server, from the otpauth address) and confirming one
 * code; turned off only with a current code.
 */
export default async function SecurityPage() {
  const staff = await requireStaff('dashboard');
  const account = await getSecondFactorState(await getDb(), staff.id);
  const uri = account.pending ? totpUri(staff.email, account.pending) : null;
  // Generated here from our own address, never from input: safe to place as markup.
  const qr = uri ? await QRCode.toString(uri, { type: 'svg', margin: 1, width: 200 }) : null;
  return (
    <>
      <h1 className={styles.title}>Two-step sign-in</h1>
      {account.on ? (
        <section className={styles.panel} aria-label="Second factor on">
          <p>
            Two-step sign-in is <strong>on</strong>: each sign-in asks for your authenticator
            app&apos;s code after your password.
          </p>
          <StaffForm action={stopSecondFactorAction} submit="Turn off" danger>
            <CodeField id="totp-off-code" />
          </StaffForm>
        </section>
      ) : uri && qr ? (
        <section className={styles.panel} aria-label="Set up">
          <p>
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password…):
          </p>
          <div
            role="img"
            aria-label="QR code of the sign-in secret"
            dangerouslySetInnerHTML={{ __html: qr }}
            style={{ width: 200 }}
          />
          <p>
            Or type this key into the app: <code>{account.pending}</code>
          </p>
          <StaffForm action={confirmSecondFactorAction} submit="Turn on">
            <CodeField id="totp-on-code" />
          </StaffForm>
        </section>
      ) : (
        <section className={styles.panel} aria-label="Second factor off">
          <p>
            Two-step sign-in is off. With it on, a stolen password alone cannot open your account.
            Admins should turn it on.
          </p>
          <StaffForm action={startSecondFactorAction} submit="Set up two-step sign-in" />
        </section>
      )}
    </>
  );
}
