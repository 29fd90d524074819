/** npm run db:migrate: applies pending migrations to the configured database. */
import { env } from '../lib/env';
import { migrateDatabase } from '../lib/db/migrate';
import { openDatabase } from '../lib/db/open';
import { pgliteDir } from '../lib/db/prepare';

async function main() {
  const handle = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDir() },
  );
  try {
    await handle.withStartupLock((db) => migrateDatabase(handle, db));
    console.log(`Migrations applied (${handle.kind === 'postgres' ? 'PostgreSQL' : pgliteDir()}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
