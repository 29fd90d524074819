/** @jest-environment jsdom */
/**
 * The cart's prescription is kept in the tab (components/cart/cart-prescription.ts): a reload
 * gives back the pages uploaded and the e-prescription attached; a reorder's pages and an
 * e-prescription carried to the page are added to it once; the order placed forgets it; what the
 * tab's storage holds is read field by field.
 */
import { act, renderHook } from '@testing-library/react';
import {
  carryEPrescription,
  carryPrescription,
  choiceOf,
  useCartPrescription,
} from '@/components/cart/cart-prescription';
import { NO_PRESCRIPTION } from '@/components/cart/prescription-panel';

const KEY = 'pharmacy-cart-prescription';
const PAGE = { token: 'a'.repeat(32), name: 'page-1.png' };
const OTHER = { token: 'b'.repeat(32), name: 'page-2.pdf' };
const E_RX = { code: 'ABCDE23456', doctorName: 'Asha Rao' };

/** The cart page opened in this tab: its hook, once it has read the tab's storage. */
function openCart() {
  return renderHook(() => useCartPrescription());
}

beforeEach(() => sessionStorage.clear());

it('gives back the pages uploaded and the call asked for after a reload', () => {
  const first = openCart();
  expect(first.result.current.choice).toEqual(NO_PRESCRIPTION);
  act(() => first.result.current.setChoice((c) => ({ ...c, pages: [PAGE], callMe: true })));
  first.unmount();

  const reloaded = openCart();
  expect(reloaded.result.current.choice).toEqual({ pages: [PAGE], callMe: true });
});

it('adds a reorder’s pages and an e-prescription carried to the page to what was saved, once', () => {
  const first = openCart();
  act(() => first.result.current.setChoice((c) => ({ ...c, pages: [PAGE] })));
  first.unmount();

  carryPrescription([PAGE, OTHER]);
  carryEPrescription(E_RX);
  const reloaded = openCart();
  expect(reloaded.result.current.choice).toEqual({
    pages: [PAGE, OTHER],
    callMe: false,
    ePrescription: E_RX,
  });
  reloaded.unmount();

  // Carried for one page load: the next one finds the saved choice alone, with them in it.
  expect(openCart().result.current.choice).toEqual({
    pages: [PAGE, OTHER],
    callMe: false,
    ePrescription: E_RX,
  });
});

it('forgets the choice once the order is placed', () => {
  carryEPrescription(E_RX);
  const cart = openCart();
  expect(cart.result.current.choice.ePrescription).toEqual(E_RX);
  act(() => cart.result.current.forget());
  expect(cart.result.current.choice).toEqual(NO_PRESCRIPTION);
  expect(sessionStorage.getItem(KEY)).toBeNull();
  cart.unmount();
  expect(openCart().result.current.choice).toEqual(NO_PRESCRIPTION);
});

it('reads the tab’s storage field by field, whatever was written there', () => {
  expect(choiceOf(null)).toEqual(NO_PRESCRIPTION);
  expect(choiceOf('pages')).toEqual(NO_PRESCRIPTION);
  expect(
    choiceOf({
      pages: [PAGE, { token: 7, name: 'x' }, null, { token: 't' }],
      callMe: 'yes',
      ePrescription: { code: 42, doctorName: 'X' },
      extra: '<script>',
    }),
  ).toEqual({ pages: [PAGE], callMe: false });

  sessionStorage.setItem(KEY, '{not json');
  expect(openCart().result.current.choice).toEqual(NO_PRESCRIPTION);
});
