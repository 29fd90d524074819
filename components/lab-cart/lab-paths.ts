/** The lab cart's own pages (reserved slugs under /lab-tests/, lib/validation/slug.ts). */
export const LAB_CART_PAGE = '/lab-tests/cart';
export const LAB_BOOKED_PAGE = '/lab-tests/booked';
