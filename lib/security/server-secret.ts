import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { serverSecrets } from '@/lib/db/schema';

/**
 * A random key the server makes for itself, shared by every instance through `server_secrets`:
 * made by whichever instance needs it first (a concurrent maker's insert does nothing), then
 * read. Kept per database once read outside a transaction: a key first written inside one is not
 * remembered until it is known to be committed.
 */

const known = new WeakMap<Db, Map<string, Promise<string>>>();

async function readOrMake(db: Db | Tx, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row.value;
}

/** A transaction (it can roll back) rather than the database handle. */
const isTransaction = (db: Db | Tx): db is Tx => 'rollback' in db;

export function serverSecret(db: Db | Tx, name: string): Promise<string> {
  if (isTransaction(db)) return readOrMake(db, name);
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrMake(db, name);
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
