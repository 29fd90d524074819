/**
 * Prints the token of a real patient session (a demo account, its holder and a session) in the
 * configured database, migrated and seeded first as a start would. `npm run bench -- --signed-in`
 * and `npm run lighthouse -- --signed-in` run it on their fresh data directory before the site
 * starts, then send its cookie with every request: public pages must be as fast for a signed-in
 * patient as for a guest (issue 46).
 */
import { eq } from 'drizzle-orm';
import { openSession } from '../lib/accounts/sessions';
import { openAndPrepare } from '../lib/db/prepare';
import { accountPatients, accounts } from '../lib/db/schema';

const BENCH_PHONE = '9000000001';

async function main() {
  const handle = await openAndPrepare();
  try {
    const token = await handle.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.phone, BENCH_PHONE));
      let accountId = existing?.id;
      if (!accountId) {
        [{ id: accountId }] = await tx
          .insert(accounts)
          .values({ phone: BENCH_PHONE })
          .returning({ id: accounts.id });
        await tx
          .insert(accountPatients)
          .values({ accountId, relationship: 'self', name: 'Bench Patient' });
      }
      return openSession(tx, accountId);
    });
    process.stdout.write(token);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
