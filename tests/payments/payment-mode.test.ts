/**
 * Which checkout runs: Razorpay with both keys (whatever else is set), the test checkout only
 * with PAYMENT_TEST_MODE=1, else none: payments are refused with 503 payments_unavailable, and
 * the server says so in its start-up log.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPaymentProvider, type PaymentSettings } from '@/lib/payments';
import { paymentModeOf } from '@/lib/payments/mode';
import { RazorpayProvider } from '@/lib/payments/razorpay';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { logPaymentMode } from '@/lib/payments/startup-log';
import { TEST_SECRET_FILE } from '@/lib/payments/test-secret';
import { PaymentsUnavailableError } from '@/lib/api/errors';
import { loadEnv } from '../helpers/load-env';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'payment-mode-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const settings = (over: Partial<PaymentSettings> = {}): PaymentSettings => ({
  razorpayKeyId: undefined,
  razorpayKeySecret: undefined,
  razorpayWebhookSecret: undefined,
  paymentTestMode: false,
  paymentTestSecret: undefined,
  dataDir,
  ...over,
});
const KEYS = { razorpayKeyId: 'rzp_live_x', razorpayKeySecret: 'key-secret' };

describe('payment mode', () => {
  it.each([
    [{}, 'off'],
    [{ paymentTestSecret: 'set' }, 'off'],
    [{ paymentTestMode: true }, 'test'],
    [KEYS, 'razorpay'],
    [{ ...KEYS, paymentTestMode: true }, 'razorpay'],
  ] as const)('%j gives %s', (over, mode) => {
    expect(paymentModeOf(settings(over))).toBe(mode);
  });
});

describe('createPaymentProvider', () => {
  it('refuses payments without keys and without test mode: 503 payments_unavailable', () => {
    let thrown: unknown;
    try {
      createPaymentProvider(settings({ paymentTestSecret: 'even-with-a-secret' }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PaymentsUnavailableError);
    const error = thrown as PaymentsUnavailableError;
    expect(error.status).toBe(503);
    expect(error.toBody()).toEqual({
      message: expect.stringMatching(
        /^Online payment is not available right now\..*call the hospital/,
      ),
      code: 'payments_unavailable',
    });
    // Refusing makes no secret either.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('uses the test checkout only when asked, signing with the data directory’s own secret', () => {
    const provider = createPaymentProvider(settings({ paymentTestMode: true }));
    expect(provider).toBeInstanceOf(SimulatedProvider);
    expect(readdirSync(dataDir)).toEqual([TEST_SECRET_FILE]);
    // Its signatures are neither the old public constant's nor another directory's.
    const result = (provider as SimulatedProvider).pay('order_sim1');
    for (const other of ['saithunga-test-mode-secret', 'another-secret']) {
      expect(
        new SimulatedProvider(other).verifyPayment(
          'order_sim1',
          result.razorpay_payment_id,
          result.razorpay_signature,
        ),
      ).toBe(false);
    }
    expect(
      provider.verifyPayment('order_sim1', result.razorpay_payment_id, result.razorpay_signature),
    ).toBe(true);
  });

  it('signs with PAYMENT_TEST_SECRET when it is set', () => {
    const provider = createPaymentProvider(
      settings({ paymentTestMode: true, paymentTestSecret: 'shared-secret' }),
    ) as SimulatedProvider;
    const result = provider.pay('order_sim2');
    expect(
      new SimulatedProvider('shared-secret').verifyPayment(
        'order_sim2',
        result.razorpay_payment_id,
        result.razorpay_signature,
      ),
    ).toBe(true);
  });

  it('uses Razorpay with both keys, even when test mode is asked for too', () => {
    const provider = createPaymentProvider(settings({ ...KEYS, paymentTestMode: true }));
    expect(provider).toBeInstanceOf(RazorpayProvider);
    expect(provider.keyId).toBe('rzp_live_x');
  });
});

describe('the start-up log line', () => {
  const logged = (over: Partial<PaymentSettings>) => {
    const lines: [string, unknown, string][] = [];
    logPaymentMode(
      {
        info: (fields, message) => lines.push(['info', fields, message]),
        warn: (fields, message) => lines.push(['warn', fields, message]),
      },
      settings(over),
    );
    return lines;
  };

  it('warns that payments are off, and how to turn them on', () => {
    expect(logged({})).toEqual([
      [
        'warn',
        { paymentMode: 'off' },
        expect.stringMatching(
          /Payments: OFF.*503 payments_unavailable.*RAZORPAY_KEY_ID.*PAYMENT_TEST_MODE=1/,
        ),
      ],
    ]);
  });

  it('warns that test mode takes no real payment', () => {
    expect(logged({ paymentTestMode: true })).toEqual([
      ['warn', { paymentMode: 'test' }, expect.stringMatching(/TEST MODE.*takes no real payment/)],
    ]);
  });

  it('notes Razorpay, and warns when the test setting is ignored', () => {
    expect(logged(KEYS)).toEqual([
      ['info', { paymentMode: 'razorpay' }, 'Payments: Razorpay checkout'],
    ]);
    expect(logged({ ...KEYS, paymentTestMode: true })).toEqual([
      [
        'warn',
        { paymentMode: 'razorpay' },
        expect.stringMatching(/PAYMENT_TEST_MODE=1 is ignored/),
      ],
    ]);
  });
});

describe('lib/env', () => {
  it('has no default test secret: unset means one is generated per data directory', () => {
    const env = loadEnv({ PAYMENT_TEST_SECRET: '', PAYMENT_TEST_MODE: '' });
    expect(env.paymentTestSecret).toBeUndefined();
    expect(env.paymentTestMode).toBe(false);
  });

  it('reads PAYMENT_TEST_MODE as 1 or 0 and refuses anything else at start', () => {
    expect(loadEnv({ PAYMENT_TEST_MODE: '1' }).paymentTestMode).toBe(true);
    expect(loadEnv({ PAYMENT_TEST_MODE: '0' }).paymentTestMode).toBe(false);
    expect(() => loadEnv({ PAYMENT_TEST_MODE: 'true' })).toThrow(
      'PAYMENT_TEST_MODE must be 1 (test checkout on) or 0 (off)',
    );
  });
});
