import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CodeForm } from '@/components/staff/code-form';
import { SignInForm } from '@/components/staff/sign-in-form';
import { getDb } from '@/lib/db';
import { getStaff, pendingToken } from '@/lib/staff/current';
import { readPendingSignIn } from '@/lib/staff/sessions';
import styles from '@/components/staff/sign-in.module.css';

export const metadata: Metadata = { title: 'Staff sign-in' };

/**
 * The console's sign-in: e-mail and password, then, for an account with a second factor, the
 * authenticator app's code. A signed-in member goes straight on to the console.
 */
export default async function StaffSignInPage() {
  if (await getStaff()) redirect('/staff');
  const pending = await readPendingSignIn(await getDb(), await pendingToken());
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>Saithunga Hospital</p>
        <h1 className={styles.title}>{pending ? 'Enter your code' : 'Staff sign-in'}</h1>
        {pending ? <CodeForm /> : <SignInForm />}
      </div>
    </main>
  );
}
