'use client';

import { ArtBanner } from '@/components/ui/art-banner';
import { useState, type ReactNode } from 'react';
import { toast } from '@/components/layout/toast';
import { itemsLabel } from '@/lib/item-count';
import { cartTotals } from '@/lib/pharmacy/cart-math';
import type { SavedDelivery } from '@/lib/pharmacy/delivery-schema';
import { CartBreakdown } from './cart-breakdown';
import { CartLine } from './cart-line';
import { stockLimitMessage, useCartStore, type CartLine as Line } from './cart-store';
import { useCartPrices } from '@/components/checkout/use-cart-prices';
import { CouponPanel } from './coupon-panel';
import { useCartCoupon } from '@/components/shop/use-cart-coupon';
import { useForWhom } from '@/components/account/for-whom';
import { DeferredDeliveryForm } from './deferred-delivery-form';
import { deliveryPrefill } from './delivery-prefill';
import { useCartRestored, usePharmacyCart } from './pharmacy-cart-provider';
import { usePharmacyCheckout } from './use-pharmacy-checkout';
import { AttachedEPrescription, PrescriptionPanel } from './prescription-panel';
import { useCartPrescription } from './cart-prescription';
import { needsPrescription } from '@/lib/pharmacy/schedule';
import { useDeliveryAreaCheck } from '@/components/pharmacy/use-delivery-area';
import { CartItems, type CartItemsText } from '@/components/shop/cart-items';
import { CartPageFrame } from '@/components/shop/cart-page-frame';
import shop from '@/components/shop/cart-page.module.css';
import styles from './cart-page.module.css';

/** The pharmacy's quote call: the cart priced now, nothing stored. */
const PHARMACY_QUOTE = '/api/pharmacycart/add_pharmacycart';
const readLines = () => useCartStore.getState().items;

const PHARMACY_CART_ITEMS: CartItemsText = {
  headingId: 'cart-items',
  title: (count) => `${itemsLabel(count, 'Item')} in Cart`,
  addHref: '/pharmacy',
  addLabel: 'Add Items',
  things: 'these medicines',
  empty: 'Cart is empty',
};
const PAGE_CLASSES = { page: styles.page, layout: styles.layout, restoring: styles.restoring };
const ITEMS_CLASSES = {
  section: styles.items,
  head: styles.itemsHead,
  title: styles.itemsTitle,
  empty: styles.empty,
};

/** The pharmacy offer under the cart: a picture without words and its words. */
type Banner = { image: string; title: string; line: string };
type Props = { banner: Banner; alsoBought: ReactNode };

/** The cart and checkout page (pharmacy.md section 2, 'Cart and checkout page'). */
export function CartPage({ banner, alsoBought }: Props) {
  const cart = usePharmacyCart();
  const [info, setInfo] = useState<SavedDelivery | null>(null);
  const coupon = useCartCoupon();
  /** The lines (ids) for which the server asked a prescription the cart's copy did not know of. */
  const [rxAskedFor, setRxAskedFor] = useState<string | null>(null);
  const linesKey = cart.items.map((line) => line.id).join(',');
  // Kept through a reload; with a reorder's earlier prescription, when it may serve again
  // (components/account/order-documents.tsx), or the e-prescription the cart was filled from.
  const {
    choice: prescription,
    setChoice: setPrescription,
    forget: forgetPrescription,
  } = useCartPrescription();
  // A Schedule H or H1 medicine in the cart asks for a prescription before payment.
  // Asked for the lines as they were: a line removed since may have been the one that needed it.
  const needsRx =
    rxAskedFor === linesKey ||
    cart.items.some((line) => line.schedule && needsPrescription(line.schedule));
  // The delivery fee of the saved address's pincode, as the server will charge it.
  const { check: delivery, recheck: recheckDelivery } = useDeliveryAreaCheck(info?.pincode);
  const totals = cartTotals(
    cart.items,
    coupon.applied?.percent ?? 0,
    delivery.state === 'served' ? delivery.feePaise : 0,
  );
  const restored = useCartRestored();
  // A signed-in patient's 'For whom' and prefill; nothing at all for a guest.
  const forWhom = useForWhom(deliveryPrefill, 'delivery');
  const checkout = usePharmacyCheckout({
    items: cart.items,
    totals,
    // What the page shows, always: with no fee known (the check failed) that is the amount
    // without one, and a fee the server would add is refused rather than charged unseen.
    amountShown: totals.totalPaise,
    couponCode: coupon.applied?.code ?? null,
    prescription: needsRx ? prescription : null,
    ePrescriptionCode: prescription.ePrescription?.code ?? null,
    info,
    patientId: forWhom.patientId,
    clearCart: () => {
      cart.clear();
      forgetPrescription();
    },
    onCouponRefused: coupon.refuse,
    onPrescriptionAsked: () => setRxAskedFor(linesKey),
    onPricesChanged: () => {
      // The fee may have changed as well as the prices or the coupon.
      recheckDelivery();
      void prices.read({ couponToo: true });
    },
  });
  const prices = useCartPrices({
    url: PHARMACY_QUOTE,
    lines: readLines,
    ready: restored && cart.items.length > 0,
    reprice: cart.reprice,
    coupon: coupon.applied,
    onCouponChanged: coupon.set,
    showLineProblems: checkout.showLineProblems,
  });
  const count = cart.items.length;

  /** '+': one more, unless the stock (told in a toast) or MAX_QUANTITY keeps it where it is. */
  function increase(line: Line) {
    const outcome = cart.increment(line.id);
    if (outcome === 'raised') checkout.clearLineProblem(line.id);
    else if (outcome === 'stock-limit') {
      // One toast per line, renewed on each press rather than stacked.
      toast.warning(stockLimitMessage(line), { key: `stock-limit-${line.id}` });
    }
  }

  return (
    <CartPageFrame
      classes={PAGE_CLASSES}
      restored={restored}
      loadingText="Loading your cart"
      notices={checkout}
      after={alsoBought}
    >
      <div className={styles.form}>
        <DeferredDeliveryForm
          saved={info}
          onSave={setInfo}
          prefill={forWhom.prefill}
          forWhom={forWhom.field}
        />
      </div>
      <ArtBanner {...banner} width={1200} height={300} className={styles.banner} />
      <CartItems
        text={PHARMACY_CART_ITEMS}
        classes={ITEMS_CLASSES}
        count={count}
        notes={prices.notes}
      >
        {cart.items.map((line) => (
          <CartLine
            key={line.id}
            line={line}
            problem={checkout.lineProblems[line.id]}
            onIncrement={() => increase(line)}
            onDecrement={() => {
              checkout.clearLineProblem(line.id);
              cart.decrement(line.id);
            }}
            onRemove={() => {
              checkout.clearLineProblem(line.id);
              cart.remove(line.id);
            }}
          />
        ))}
      </CartItems>
      <aside className={`${shop.side} ${styles.side}`} aria-label="Order summary">
        {needsRx ? (
          <PrescriptionPanel value={prescription} onChange={setPrescription} />
        ) : (
          prescription.ePrescription && (
            <AttachedEPrescription ePrescription={prescription.ePrescription} />
          )
        )}
        <CouponPanel {...coupon.panel} problem={coupon.problem} />
        <CartBreakdown
          totals={totals}
          delivery={delivery}
          // While the address's fee is being asked, the amount to pay is not known yet.
          busy={checkout.busy || delivery.state === 'checking'}
          onProceed={checkout.proceed}
        />
      </aside>
    </CartPageFrame>
  );
}
