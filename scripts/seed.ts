/**
 * npm run db:seed [-- --reset] [-- --medicines=N]: loads the demo content. Idempotent: content
 * already present is kept (schedules are only topped up); --reset deletes every row first and
 * seeds again; --medicines=N then grows the pharmacy catalogue to N medicines for benchmarks.
 */
import { env } from '../lib/env';
import { migrateDatabase } from '../lib/db/migrate';
import { openDatabase } from '../lib/db/open';
import { pgliteDir } from '../lib/db/prepare';
import {
  ensureSchedules,
  ensureServiceablePincodes,
  isSeeded,
  resetDatabase,
  seedDatabase,
} from '../lib/seed';
import { ensureDemoStaff } from '../lib/seed/staff';
import { ensureLabCatalogue } from '../lib/seed/write-lab';
import { seedBulkMedicines } from '../lib/seed/bulk-medicines';
import { indiaToday } from '../lib/time/india';

async function main() {
  const reset = process.argv.includes('--reset');
  const medicinesArg = process.argv.find((a) => a.startsWith('--medicines='));
  const medicines = medicinesArg ? Number(medicinesArg.split('=')[1]) : 0;
  if (!Number.isInteger(medicines) || medicines < 0)
    throw new Error('--medicines must be a whole number');
  const handle = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDir() },
  );
  const today = indiaToday();
  try {
    await handle.withStartupLock(async (db) => {
      await migrateDatabase(handle, db);
      if (reset) await resetDatabase(db);
      if (await isSeeded(db)) {
        const added = await ensureSchedules(db, today);
        const pincodes = await ensureServiceablePincodes(db);
        const staff = await ensureDemoStaff(db);
        const lab = await ensureLabCatalogue(db);
        console.log(
          `Content already present; kept it. Schedule slots added: ${added}; delivery pincodes added: ${pincodes}; demo staff accounts added: ${staff}; lab catalogue rows added: ${lab}.`,
        );
      } else {
        const summary = await seedDatabase(db, { today });
        console.log('Seeded demo content:', summary);
      }
      if (medicines > 0) {
        const added = await seedBulkMedicines(db, medicines);
        console.log(`Synthetic medicines added: ${added} (catalogue target ${medicines}).`);
      }
    });
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
