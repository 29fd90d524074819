/** @jest-environment jsdom */
/**
 * The cart pages' frame (components/shop/cart-page-frame.tsx) draws the restored cart at a
 * transition's priority: the render that learns of the restore (a store subscription, which React
 * renders in one task) shows only the placeholder, and the cart follows in a render React may
 * slice and interrupt.
 */
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { CartPageFrame } from '@/components/shop/cart-page-frame';

const NOTICES = {
  refundNotice: null,
  placement: { unconfirmed: false, confirming: false, confirmAgain: () => {} },
};
const CLASSES = { page: 'page', layout: 'layout' };

function frame(restored: boolean) {
  return (
    <CartPageFrame
      classes={CLASSES}
      restored={restored}
      loadingText="Loading your cart"
      notices={NOTICES}
    >
      <p>Two items in cart</p>
    </CartPageFrame>
  );
}

describe('CartPageFrame', () => {
  let container: HTMLDivElement;
  let root: Root;
  // React's own scheduler runs the renders, as in a browser: no act() to flush them early.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    flushSync(() => root.render(frame(false)));
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('keeps the placeholder in the urgent render of the restore and draws the cart after it', async () => {
    expect(container.textContent).toContain('Loading your cart');
    // The restore as a store subscription delivers it: a synchronous render.
    flushSync(() => root.render(frame(true)));
    expect(container.textContent).toContain('Loading your cart');
    expect(container.textContent).not.toContain('Two items in cart');
    await waitFor(() => expect(container.textContent).toContain('Two items in cart'));
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
