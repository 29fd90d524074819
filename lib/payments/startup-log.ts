/**
 * One log line at server start saying how payments are taken, so that an operator who forgot the
 * Razorpay keys (payments refused) or left test mode on (no money taken) reads it in the first
 * lines of the log instead of hearing it from patients.
 */
import { paymentModeOf, type PaymentModeSettings } from './mode';

/** The two levels used, as lib/log's pino logger takes them (fields first). */
type ModeLogger = Record<'info' | 'warn', (fields: object, message: string) => void>;

export function logPaymentMode(logger: ModeLogger, settings: PaymentModeSettings) {
  const mode = paymentModeOf(settings);
  if (mode === 'razorpay' && settings.paymentTestMode) {
    logger.warn(
      { paymentMode: mode },
      'Payments: Razorpay keys are set, so PAYMENT_TEST_MODE=1 is ignored and real payments are taken',
    );
  } else if (mode === 'razorpay') {
    logger.info({ paymentMode: mode }, 'Payments: Razorpay checkout');
  } else if (mode === 'test') {
    logger.warn(
      { paymentMode: mode },
      'Payments: TEST MODE (PAYMENT_TEST_MODE=1): the on-site test checkout takes no real payment; set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for real payments',
    );
  } else {
    logger.warn(
      { paymentMode: mode },
      'Payments: OFF: no Razorpay keys and PAYMENT_TEST_MODE is not 1, so every booking and order payment is refused (503 payments_unavailable); set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENT_TEST_MODE=1 for a demo',
    );
  }
}
