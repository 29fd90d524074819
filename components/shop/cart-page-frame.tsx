import { useDeferredValue, type ReactNode } from 'react';
import { CheckoutNotices } from './checkout-notices';

type Props = {
  /** The catalogue's page classes: `restoring` only where the placeholder keeps its own room. */
  classes: { page: string; layout: string; restoring?: string };
  restored: boolean;
  /** The placeholder's status words while the session's lines are read back. */
  loadingText: string;
  /** Above everything, restored or not (the payment-mode banner). */
  banner?: ReactNode;
  /** Above the notices once restored (the page's own heading). */
  heading?: ReactNode;
  notices: Parameters<typeof CheckoutNotices>[0];
  /** The layout's columns: the lines, the forms and the summary. */
  children: ReactNode;
  /** Below the layout (the pharmacy's 'also bought'). */
  after?: ReactNode;
};

/**
 * The frame every cart page shares: a screen's height of room until the lines are known (so
 * nothing below them jumps), then the payment notices above the catalogue's layout.
 *
 * The cart is drawn at a transition's priority once restored (`useDeferredValue`): the restore
 * arrives through a store subscription, whose render React does in one task, and the whole cart
 * (lines, forms, summary) in that task blocked a phone's main thread for over 100 ms. Deferred,
 * React renders it in slices and yields between them, so a tap during the draw is handled.
 */
export function CartPageFrame(props: Props) {
  const { classes, banner } = props;
  const restored = useDeferredValue(props.restored);
  if (!restored) {
    const restoring = classes.restoring ? ` ${classes.restoring}` : '';
    return (
      <div className={`container ${classes.page}${restoring}`} aria-busy="true">
        {banner}
        <p role="status" className="visually-hidden">
          {props.loadingText}
        </p>
        {/* The cart lives in this browser's storage: without script there is nothing to show. */}
        <noscript>
          <p>Your cart is kept in this browser and needs JavaScript to be shown and ordered.</p>
        </noscript>
      </div>
    );
  }
  return (
    <div className={`container ${classes.page}`}>
      {banner}
      {props.heading}
      <CheckoutNotices
        refundNotice={props.notices.refundNotice}
        placement={props.notices.placement}
      />
      <div className={classes.layout}>{props.children}</div>
      {props.after}
    </div>
  );
}
