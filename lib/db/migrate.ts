import path from 'node:path';
import type { Db, DbHandle } from './open';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** Applies every pending migration in `drizzle/`; a no-op when the schema is current. */
export async function migrateDatabase(handle: Pick<DbHandle, 'kind'>, db: Db): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, config);
  }
}
