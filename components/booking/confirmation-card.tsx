import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './payment-confirmation.module.css';

/**
 * The centred card of /payment-success, whatever it has to say (the booking, a receipt, or that
 * the details cannot be shown yet), closed by 'Continue' to the home page.
 */
export function ConfirmationCard({ role, children }: { role?: 'status'; children: ReactNode }) {
  return (
    <section className="section">
      <div className={`container ${styles.wrap}`}>
        <div className={`card ${styles.card}`} role={role}>
          {children}
          <Link href="/" className="btn btn-primary">
            Continue
          </Link>
        </div>
      </div>
    </section>
  );
}
