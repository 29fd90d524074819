/**
 * The secret the test checkout signs with. A fixed default would let anyone who reads the source
 * sign their own "payment", so without PAYMENT_TEST_SECRET each data directory gets its own random
 * secret, made once and kept beside the database it signs for.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const TEST_SECRET_FILE = 'payment-test-secret';

/** 32 random bytes, hex encoded. */
const SECRET_PATTERN = /^[0-9a-f]{64}$/;

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (!SECRET_PATTERN.test(secret)) {
    throw new Error(
      `${file} does not hold a test-payment secret (64 hex digits); delete it to make a new one, or set PAYMENT_TEST_SECRET`,
    );
  }
  return secret;
}

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code;
}

/**
 * DATA_DIR/payment-test-secret, created on first use (mode 0600). Creation is atomic so that two
 * processes starting together agree: the secret is written whole to a private temporary file,
 * then hard-linked into place, which fails with EEXIST when another process got there first; the
 * loser reads the winner's file. (A rename would silently replace the winner's secret.)
 */
export function readOrCreateTestSecret(dataDir: string): string {
  const file = path.join(dataDir, TEST_SECRET_FILE);
  try {
    return readSecret(file);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readSecret(file);
}

/** PAYMENT_TEST_SECRET when set (several instances must share one), else the data dir's own. */
export function resolveTestSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? readOrCreateTestSecret(dataDir);
}
