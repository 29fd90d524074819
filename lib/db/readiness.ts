import 'server-only';
import { databaseStartup, getDb } from './index';
import { pingDatabase } from './ping';

/** `starting`: this process is still opening, migrating or seeding its database. */
export type Readiness = { ready: true } | { ready: false; database: 'starting' | 'down' };

/**
 * Whether this instance should take traffic. Never waits for the start-up: a probe answers at
 * once, and a start that has not begun (or failed) is begun again in the background. Only this
 * process's own start counts: another instance migrating (expand-then-contract) leaves this one
 * serving.
 */
export async function checkReadiness(): Promise<Readiness> {
  const startup = databaseStartup();
  if (startup !== 'ready') {
    getDb().catch(() => {});
    return { ready: false, database: startup === 'failed' ? 'down' : 'starting' };
  }
  try {
    await pingDatabase();
    return { ready: true };
  } catch {
    return { ready: false, database: 'down' };
  }
}
