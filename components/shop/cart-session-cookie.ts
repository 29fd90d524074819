/**
 * The cart session's id (lib/security/cart-session.ts) as a cookie the browser sends with the
 * coupon calls, so that wrong codes are counted for this browser's cart and not only for its
 * address, which a carrier-grade NAT shares with many shoppers. Kept for a day, like the cart.
 */
import {
  CART_SESSION_COOKIE,
  CART_SESSION_FORMAT,
  CART_SESSION_SECONDS,
} from '@/lib/security/cart-session';

/** Sets the cookie unless this browser already has a well-formed one. */
export function ensureCartSession(doc: Document = document): void {
  const current = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CART_SESSION_COOKIE}=`))
    ?.slice(CART_SESSION_COOKIE.length + 1);
  if (current && CART_SESSION_FORMAT.test(current)) return;
  const id = crypto.randomUUID().replaceAll('-', '');
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CART_SESSION_COOKIE}=${id}; Path=/; Max-Age=${CART_SESSION_SECONDS}; SameSite=Strict${secure}`;
}
