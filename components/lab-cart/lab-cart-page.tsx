'use client';

import { useEffect, type ReactNode } from 'react';
import { useForWhom } from '@/components/account/for-whom';
import { CouponPanel } from '@/components/cart/coupon-panel';
import { useCartCoupon } from '@/components/shop/use-cart-coupon';
import { LAB_MESSAGES } from '@/lib/lab/booking-rules';
import { cartTotals } from '@/lib/pharmacy/cart-math';
import { CollectionAddress } from './collection-address';
import { CollectionPicker } from './collection-picker';
import { LabCartLine } from './lab-cart-line';
import { useLabCart, useLabCartRestored } from './lab-cart-provider';
import { useLabCartStore } from './lab-cart-store';
import { useCartPrices } from '@/components/checkout/use-cart-prices';
import { LabCartSummary } from './lab-cart-summary';
import { PatientFields } from './patient-fields';
import { useCollectionDays } from './use-collection-days';
import { useLabCheckout } from './use-lab-checkout';
import { useLabOrderForm } from './use-lab-order-form';
import { labPrefill } from './lab-prefill';
import { CartItems, type CartItemsText } from '@/components/shop/cart-items';
import { itemsLabel } from '@/lib/item-count';
import { CartPageFrame } from '@/components/shop/cart-page-frame';
import shop from '@/components/shop/cart-page.module.css';
import card from './lab-checkout-sections.module.css';
import styles from './lab-cart-page.module.css';

/** The lab's quote call: the cart priced now, nothing stored. */
const LAB_QUOTE = '/api/lab/cart';
const readLines = () => useLabCartStore.getState().items;

const LAB_CART_ITEMS: CartItemsText = {
  headingId: 'lab-cart-items',
  title: (count) => `${itemsLabel(count)} in your cart`,
  addHref: '/lab-tests',
  addLabel: '+ Add tests',
  things: 'these tests',
  empty: LAB_MESSAGES.itemsRequired,
};
const PAGE_CLASSES = { page: styles.page, layout: styles.layout };
const ITEMS_CLASSES = {
  section: card.section,
  head: styles.itemsHead,
  title: card.title,
  empty: styles.empty,
};

/**
 * /lab-tests/cart (issue 17): the lab cart's lines with the people taking each, the patients,
 * the collection address, the pincode's collection windows, a coupon and the running total; Pay
 * books the home sample collection. `paymentMode` is the server's test-mode or payments-off
 * banner, if any, shown above everything.
 */
export function LabCartPage({ paymentMode }: { paymentMode: ReactNode }) {
  const cart = useLabCart();
  const restored = useLabCartRestored();
  const form = useLabOrderForm(cart.items, cart.patients);
  // A signed-in patient's 'For whom' and prefill; nothing at all for a guest.
  const forWhom = useForWhom(labPrefill, 'lab');
  const { fill } = form;
  useEffect(() => {
    if (forWhom.prefill) fill(forWhom.prefill);
  }, [forWhom.prefill, fill]);
  const collection = useCollectionDays(form.contact.pincode);
  const coupon = useCartCoupon();
  const totals = cartTotals(cart.items, coupon.applied?.percent ?? 0);
  const checkout = useLabCheckout({
    items: cart.items,
    form,
    coupon: coupon.applied,
    amountShown: totals.totalPaise,
    onPricesChanged: () => void prices.read({ couponToo: true }),
    onCouponRefused: coupon.refuse,
    onWindowTaken: collection.refresh,
    clearCart: cart.clear,
    patientId: forWhom.patientId,
  });
  const prices = useCartPrices({
    url: LAB_QUOTE,
    lines: readLines,
    ready: restored && cart.count > 0,
    reprice: cart.reprice,
    coupon: coupon.applied,
    onCouponChanged: coupon.set,
    showLineProblems: checkout.showLineProblems,
  });

  /** A line the visitor changes loses the server's refusals of it and of the whole list. */
  function lineChanged(id: number) {
    checkout.clearLineProblem(id);
    form.forget('items');
  }

  const count = cart.count;
  return (
    <CartPageFrame
      classes={PAGE_CLASSES}
      restored={restored}
      loadingText="Loading your lab cart"
      banner={paymentMode && <div className={styles.paymentMode}>{paymentMode}</div>}
      heading={<h1 className={styles.heading}>Lab cart</h1>}
      notices={checkout}
    >
      <div className={styles.main}>
        <CartItems
          text={LAB_CART_ITEMS}
          classes={ITEMS_CLASSES}
          count={count}
          notes={prices.notes}
          alert={
            form.error('items') && (
              <p className={card.error} role="alert">
                {form.error('items')}
              </p>
            )
          }
        >
          {cart.items.map((line) => (
            <LabCartLine
              key={line.id}
              line={line}
              problem={checkout.lineProblems[line.id]}
              onIncrement={() => {
                lineChanged(line.id);
                cart.increment(line.id);
              }}
              onDecrement={() => {
                lineChanged(line.id);
                cart.decrement(line.id);
              }}
              onRemove={() => {
                lineChanged(line.id);
                cart.remove(line.id);
              }}
            />
          ))}
        </CartItems>
        {count > 0 && (
          <>
            {forWhom.field && <div className={card.section}>{forWhom.field}</div>}
            <PatientFields form={form} />
            <CollectionAddress form={form} />
            <div className={card.section}>
              <CollectionPicker
                check={collection.check}
                onRetry={collection.refresh}
                value={form.collection}
                onChoose={form.choose}
                error={
                  form.error('collection.time') ??
                  form.error('collection.date') ??
                  form.error('collection')
                }
              />
            </div>
          </>
        )}
      </div>
      {count > 0 && (
        <aside className={`${shop.side} ${styles.side}`} aria-label="Booking summary">
          <CouponPanel {...coupon.panel} />
          {coupon.problem && (
            <p className={card.error} role="alert">
              {coupon.problem}
            </p>
          )}
          <LabCartSummary totals={totals} busy={checkout.busy} onPay={checkout.pay} />
        </aside>
      )}
    </CartPageFrame>
  );
}
