import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/staff/sign-in-form';
import { getStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Staff sign-in' };

/** The console's sign-in; a signed-in member goes straight on to the console. */
export default async function StaffSignInPage() {
  if (await getStaff()) redirect('/staff');
  return (
    <main id="main" className={styles.signInPage}>
      <div className={styles.signInCard}>
        <p className={styles.brand}>Saithunga Hospital</p>
        <h1 className={styles.signInTitle}>Staff sign-in</h1>
        <SignInForm />
      </div>
    </main>
  );
}
