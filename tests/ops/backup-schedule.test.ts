/**
 * The scheduled backup runs once per period however many instances' timers fire
 * (lib/ops/backup-schedule.ts), on both engines: one claim of a period wins, at once or minutes
 * apart; a finished period is not made again; a run that died is taken over once its lease lapses.
 */
import {
  backupPeriod,
  claimScheduledBackup,
  finishScheduledBackup,
} from '@/lib/ops/backup-schedule';
import { engines, testDbForFile } from '../helpers/db';

describe('the backup period', () => {
  it('starts at midnight UTC by default, or every few hours', () => {
    const now = new Date('2026-12-05T21:04:30Z');
    expect(backupPeriod(now)).toBe('2026-12-05T00:00:00.000Z');
    expect(backupPeriod(now, 6)).toBe('2026-12-05T18:00:00.000Z');
    expect(backupPeriod(new Date('2026-12-05T23:59:59Z'))).toBe('2026-12-05T00:00:00.000Z');
  });
});

describe.each(engines)('the scheduled backup lease on %s', (engine) => {
  const t = testDbForFile(engine);
  const at = (iso: string) => new Date(iso);

  it('lets one of several instances claim a period, at once or later, and not again once done', async () => {
    const period = '2026-12-05T00:00:00.000Z';
    const now = at('2026-12-05T21:00:00Z');
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd'].map((holder) =>
        claimScheduledBackup(t.db, { period, holder: `${engine}-${holder}`, now }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = `${engine}-${['a', 'b', 'c', 'd'][claims.indexOf(true)]}`;
    // Another timer, four minutes later, while the backup runs: stands down.
    const later = at('2026-12-05T21:04:00Z');
    expect(await claimScheduledBackup(t.db, { period, holder: 'late', now: later })).toBe(false);
    // Only the holder marks it done.
    expect(await finishScheduledBackup(t.db, { period, holder: 'late' })).toBe(false);
    expect(await finishScheduledBackup(t.db, { period, holder: winner })).toBe(true);
    // Done: even after the lease's time, no second backup of the period.
    const muchLater = at('2026-12-05T23:50:00Z');
    expect(await claimScheduledBackup(t.db, { period, holder: 'late', now: muchLater })).toBe(
      false,
    );
    // The next period is claimed again.
    const next = at('2026-12-06T21:00:00Z');
    expect(
      await claimScheduledBackup(t.db, { period: backupPeriod(next), holder: 'b', now: next }),
    ).toBe(true);
  });

  it('hands a period whose run died over to the next timer once the lease lapses', async () => {
    const period = '2026-12-08T00:00:00.000Z';
    const now = at('2026-12-08T21:00:00Z');
    const leaseMs = 60 * 60_000;
    expect(await claimScheduledBackup(t.db, { period, holder: 'dies', now, leaseMs })).toBe(true);
    // Within the lease: the run may still be working.
    const soon = at('2026-12-08T21:30:00Z');
    expect(await claimScheduledBackup(t.db, { period, holder: 'next', now: soon, leaseMs })).toBe(
      false,
    );
    // After it, unfinished: taken over; the dead run can no longer mark it done.
    const after = at('2026-12-08T22:01:00Z');
    expect(await claimScheduledBackup(t.db, { period, holder: 'next', now: after, leaseMs })).toBe(
      true,
    );
    expect(await finishScheduledBackup(t.db, { period, holder: 'dies' })).toBe(false);
    expect(await finishScheduledBackup(t.db, { period, holder: 'next' })).toBe(true);
  });
});
