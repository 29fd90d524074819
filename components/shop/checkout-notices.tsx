import { UnconfirmedPayment } from '@/components/checkout/unconfirmed-payment';
import styles from './cart-page.module.css';

type Props = {
  /** A payment taken too late for what it was to buy: kept on the page, not only in a toast. */
  refundNotice: string | null;
  placement: { unconfirmed: boolean; confirming: boolean; confirmAgain(): void };
};

/** A cart page's notices about its last payment: to be refunded, or taken and not confirmed. */
export function CheckoutNotices({ refundNotice, placement }: Props) {
  return (
    <>
      {refundNotice && (
        <p role="alert" className={styles.notice} data-testid="refund-notice">
          {refundNotice}
        </p>
      )}
      {placement.unconfirmed && (
        <UnconfirmedPayment
          className={styles.notice}
          confirming={placement.confirming}
          onConfirm={placement.confirmAgain}
        />
      )}
    </>
  );
}

/** The lines whose prices moved since they were added ('these medicines', 'these tests'). */
export function PriceNotes({ notes, things }: { notes: readonly string[]; things: string }) {
  if (notes.length === 0) return null;
  return (
    <div role="status" className={styles.notice}>
      <p>Prices have changed since you added {things}:</p>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
