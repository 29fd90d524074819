/**
 * npm run staff:add -- --email E --name N --role R
 * Creates a staff account (or, with --reset-password, sets a new password for an existing one,
 * turns its two-step sign-in off and ends its sessions). The password comes from STAFF_PASSWORD, else it is asked for on the
 * terminal without echo; it is never a command-line argument (shell history, `ps`).
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { env } from '../lib/env';
import { migrateDatabase } from '../lib/db/migrate';
import { openDatabase } from '../lib/db/open';
import { pgliteDir } from '../lib/db/prepare';
import { staffUsers } from '../lib/db/schema';
import { normaliseEmail } from '../lib/staff/auth';
import { hashPassword, passwordProblem } from '../lib/staff/password';
import { isStaffRole, STAFF_ROLES } from '../lib/staff/roles';
import { endSessionsOf } from '../lib/staff/sessions';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** Reads a line from the terminal without echoing it. */
async function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) fail('Set STAFF_PASSWORD, or run this in a terminal to be asked for it.');
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        if (ch === '\u007f') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'reset-password': { type: 'boolean', default: false },
    },
  });
  const email = normaliseEmail(values.email ?? '');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('--email must be an e-mail address');
  const reset = values['reset-password'];
  const name = (values.name ?? '').trim();
  if (!reset && (name.length < 2 || name.length > 80)) fail('--name must be 2 to 80 characters');
  if (!reset && !isStaffRole(values.role)) fail(`--role must be one of: ${STAFF_ROLES.join(', ')}`);

  const password = process.env.STAFF_PASSWORD ?? (await askHidden('Password: '));
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  const passwordHash = await hashPassword(password);

  const handle = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDir() },
  );
  try {
    await handle.withStartupLock(async (db) => {
      await migrateDatabase(handle, db);
      if (reset) {
        const [user] = await db
          .update(staffUsers)
          // A lost phone is the usual reason: the second factor is reset too.
          .set({
            passwordHash,
            demo: false,
            totpSecret: null,
            totpPendingSecret: null,
            totpLastStep: null,
          })
          .where(eq(staffUsers.email, email))
          .returning({ id: staffUsers.id });
        if (!user) fail(`No staff account has the e-mail ${email}`);
        await endSessionsOf(db, user.id);
        console.log(
          `New password set for ${email}; two-step sign-in is off and its sessions have ended.`,
        );
        return;
      }
      const [created] = await db
        .insert(staffUsers)
        .values({ email, name, role: values.role as (typeof STAFF_ROLES)[number], passwordHash })
        .onConflictDoNothing({ target: staffUsers.email })
        .returning({ id: staffUsers.id });
      if (!created)
        fail(`A staff account with the e-mail ${email} exists already (use --reset-password)`);
      console.log(`Staff account ${created.id} created: ${email} (${values.role}).`);
    });
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
