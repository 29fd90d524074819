import { Link } from '@/components/ui/link';
import type { PaymentMode } from '@/lib/payments/mode';
import styles from './test-mode-banner.module.css';

/** The words every payment screen shows in test mode (issue 13: no one may mistake it). */
export const TEST_MODE_TEXT = 'Test mode: no real payment is taken';

/** Where the page places the banner (its margins); the banner itself has none. */
type Placement = { className?: string };

/**
 * Says that the checkout is the on-site test one. `compact` drops the explanation, for the test
 * checkout dialog, which explains itself. Plain markup, so the server-rendered payment pages and
 * the client-side dialog show the same banner.
 */
export function TestModeBanner({
  compact = false,
  className = '',
}: Placement & { compact?: boolean }) {
  return (
    <div
      role="status"
      className={`${styles.banner} ${styles.test} ${className}`}
      data-testid="test-mode-banner"
    >
      <p className={styles.title}>{TEST_MODE_TEXT}</p>
      {compact ? null : (
        <p className={styles.text}>
          Payments on this site are simulated: no card is asked for and nothing is charged.
        </p>
      )}
    </div>
  );
}

/** Before any form is filled in: online payment is refused, so the patient knows to call. */
function PaymentsOffNotice({ className = '' }: Placement) {
  return (
    <div
      role="status"
      className={`${styles.banner} ${styles.off} ${className}`}
      data-testid="payments-off"
    >
      <p className={styles.title}>Online payment is not available right now</p>
      <p className={styles.text}>
        Please call the hospital to book an appointment or order medicines:{' '}
        <Link href="/contactus">contact details</Link>.
      </p>
    </div>
  );
}

/**
 * What a payment screen says about the checkout, from the server's payment mode (read by the page
 * per request, lib/payments/mode.ts): the test-mode banner, the payments-off notice, or nothing
 * when Razorpay takes real payments.
 */
export function PaymentModeBanner({ mode, className }: Placement & { mode: PaymentMode }) {
  if (mode === 'test') return <TestModeBanner className={className} />;
  if (mode === 'off') return <PaymentsOffNotice className={className} />;
  return null;
}
