/**
 * Imported FIRST by a test file: the environment of a production start that forgot its keys (no
 * Razorpay keys, no PAYMENT_TEST_MODE, no PAYMENT_TEST_SECRET), with a data directory of its own
 * so that a test can see no secret file appear. lib/env reads this when first imported.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'payments-off-'));

process.env.DATA_DIR = DATA_DIR;
delete process.env.PAYMENT_TEST_MODE;
delete process.env.PAYMENT_TEST_SECRET;
delete process.env.RAZORPAY_KEY_ID;
delete process.env.RAZORPAY_KEY_SECRET;
