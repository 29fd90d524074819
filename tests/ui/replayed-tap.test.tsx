/** @jest-environment jsdom */
/**
 * components/ui/replayed-tap.ts with the capture of lib/http/early-taps.mjs running: a control
 * keeps its taps until it is ready, then answers them once (docs/decisions/early-taps.md).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CartToggleButton } from '@/components/shop/cart-toggle-button';
import { installEarlyTapCapture } from '../helpers/early-taps';

// The capture as the page's first inline script installs it, in this document.
let removeCapture: () => void;
beforeEach(() => {
  removeCapture = installEarlyTapCapture();
});
afterEach(() => removeCapture());

function toggle(restored: boolean, inCart: boolean, onAdd: () => void, onRemove = jest.fn()) {
  return (
    <CartToggleButton
      id={7}
      inCart={inCart}
      restored={restored}
      name="Dolo 650"
      cartName="cart"
      variant="compact"
      onAdd={onAdd}
      onRemove={onRemove}
    />
  );
}

describe('a cart toggle before and after its cart is restored', () => {
  it('keeps its taps, drawn busy, and adds once when the cart is restored', () => {
    const onAdd = jest.fn();
    const { rerender } = render(toggle(false, false, onAdd));
    const button = screen.getByRole('button', { name: 'Add Dolo 650 to cart' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-replay', 'cart:7');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    act(() => rerender(toggle(true, false, onAdd)));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('data-replay');
    expect(button).not.toHaveAttribute('aria-busy');

    // Ready: a tap is the button's own, at once.
    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('adds, never removes, for an early tap on an item the restored cart already holds', () => {
    const onAdd = jest.fn();
    const onRemove = jest.fn();
    const { rerender } = render(toggle(false, false, onAdd, onRemove));
    fireEvent.click(screen.getByRole('button'));
    act(() => rerender(toggle(true, true, onAdd, onRemove)));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('does nothing on restore when it was not tapped', () => {
    const onAdd = jest.fn();
    const { rerender } = render(toggle(false, false, onAdd));
    act(() => rerender(toggle(true, false, onAdd)));
    expect(onAdd).not.toHaveBeenCalled();
  });
});
