/**
 * Imported FIRST by a test file: the quick start's environment (PAYMENT_TEST_MODE=1, no keys, no
 * PAYMENT_TEST_SECRET), so the test checkout's secret is generated in a data directory of its own.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'payments-test-mode-'));

process.env.DATA_DIR = DATA_DIR;
process.env.PAYMENT_TEST_MODE = '1';
delete process.env.PAYMENT_TEST_SECRET;
delete process.env.RAZORPAY_KEY_ID;
delete process.env.RAZORPAY_KEY_SECRET;
