/**
 * The cart session's cookie: a random id the browser keeps for a day (set by the carts,
 * components/shop/cart-session-cookie.ts) and sends with every API call, so that wrong coupon
 * codes are counted per cart session as well as per address (./coupon-guesses). Nothing
 * personal: the id only names a count.
 */
export const CART_SESSION_COOKIE = 'cart_session';
/** What a cart session id looks like; anything else is treated as no session. */
export const CART_SESSION_FORMAT = /^[A-Za-z0-9_-]{16,64}$/;
/** A day, as long as a cart is kept (components/shop/cart-store.ts). */
export const CART_SESSION_SECONDS = 24 * 60 * 60;
