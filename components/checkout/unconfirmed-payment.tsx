import { UNCONFIRMED_MESSAGE } from './confirm-paid';

/** A payment taken but not yet confirmed: what to do (not to pay again), and the way to ask again. */
export function UnconfirmedPayment({
  className,
  confirming,
  onConfirm,
}: {
  className: string;
  confirming: boolean;
  onConfirm(): void;
}) {
  return (
    <div role="alert" className={className} data-testid="unconfirmed-payment">
      <p>{UNCONFIRMED_MESSAGE}</p>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={onConfirm}
        disabled={confirming}
        aria-busy={confirming}
      >
        {confirming ? 'Please wait…' : 'Confirm my payment'}
      </button>
    </div>
  );
}
