import { createHash } from 'node:crypto';
import { test } from '../test';

export type Buyer = { phone: string; email: string };

/**
 * The running test's own buyer: a mobile number and an e-mail address that no other test, project
 * or retry uses, the same on every call within the test. One unpaid checkout is held per phone and
 * per e-mail (lib/checkout/hold-limits.ts), so tests that shared a buyer refused each other's
 * checkouts with 429 `hold_limit` whenever one left a checkout open while the other paid.
 */
export function testBuyer(name = 'asha'): Buyer {
  const info = test.info();
  const digest = createHash('sha256')
    .update(`${info.testId}:${info.project.name}:${info.retry}`)
    .digest();
  const n = String(digest.readUInt32BE(0) % 1_000_000_000).padStart(9, '0');
  return { phone: `9${n}`, email: `${name}.${n}@example.com` };
}
