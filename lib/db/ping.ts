import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from './index';

/** Resolves once the process's database is open, migrated and answers a query; throws otherwise. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}
