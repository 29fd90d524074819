/**
 * The environment the fuzz tests run the routes in. Import it FIRST in a test file: lib/env reads
 * the environment once, when first imported, and the database helpers import it early (through
 * the logger). The test checkout is on with a secret the suite signs with, /api/revalidate and
 * /api/metrics are switched on, and uploads go to a throwaway DATA_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FUZZ_PAYMENT_SECRET = 'fuzz-payment-secret';
export const REVALIDATE_SECRET = 'fuzz-revalidate-secret';
export const METRICS_TOKEN = 'fuzz-metrics-token-of-thirty-two-characters';
export const fuzzDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saithunga-fuzz-'));

process.env.DATA_DIR = fuzzDataDir;
process.env.PAYMENT_TEST_MODE = '1';
process.env.PAYMENT_TEST_SECRET = FUZZ_PAYMENT_SECRET;
process.env.REVALIDATE_SECRET = REVALIDATE_SECRET;
process.env.METRICS_TOKEN = METRICS_TOKEN;
delete process.env.RAZORPAY_KEY_ID;
delete process.env.RAZORPAY_KEY_SECRET;
delete process.env.RAZORPAY_WEBHOOK_SECRET;
