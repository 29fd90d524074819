import { Link } from '@/components/ui/link';
import type { CheckoutErrorDetails } from '@/lib/payments/checkout-types';
import styles from './appointment-checkout.module.css';

export type PaymentProblem = {
  title: string;
  description: string;
  details?: Partial<CheckoutErrorDetails>;
  /** Where to choose another slot, when the slot is gone. */
  retryHref?: string;
};

/** Payment failures with their details (the spec's "alerts with the error details"). */
export function PaymentError({ problem }: { problem: PaymentProblem }) {
  const { details } = problem;
  const rows = details
    ? ([
        ['Code', details.code],
        ['Reason', details.reason],
        ['Step', details.step],
        ['Order', details.metadata?.order_id],
      ].filter(([, value]) => Boolean(value)) as [string, string][])
    : [];
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertTitle}>{problem.title}</p>
      <p>{problem.description}</p>
      {rows.length > 0 ? (
        <dl className={styles.alertDetails}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {problem.retryHref ? <Link href={problem.retryHref}>Choose another slot</Link> : null}
    </div>
  );
}
