/**
 * Turns the test checkout on for a test file that calls the payment routes. Import it FIRST:
 * lib/env reads the environment once, when first imported, and other imports load it early (the
 * database helpers log through lib/log, which reads lib/env). Without it, the routes refuse every
 * payment (503 payments_unavailable), as a server without Razorpay keys does by default.
 */

/** The secret tests/booking/fixtures.ts signs with, so fixture-made orders and routes agree. */
export const TEST_CHECKOUT_SECRET = 'booking-test-secret';

process.env.PAYMENT_TEST_MODE = '1';
// Set, so that no test writes a generated secret into the project's ./data.
process.env.PAYMENT_TEST_SECRET = TEST_CHECKOUT_SECRET;
delete process.env.RAZORPAY_KEY_ID;
delete process.env.RAZORPAY_KEY_SECRET;
