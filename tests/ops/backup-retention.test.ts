/** Retention: the newest backup of each of the last N India days and M ISO weeks is kept. */
import { backupFileName, backupTime, planRetention } from '@/lib/ops/backup-retention';

const at = (iso: string) => backupFileName(new Date(iso), false);

describe('backup retention', () => {
  it('names a backup by its UTC second and reads the time back', () => {
    const name = backupFileName(new Date('2026-12-04T21:34:48.453Z'), true);
    expect(name).toBe('saithunga-20261204T213448Z.tar.gz.enc');
    expect(backupTime(name)?.toISOString()).toBe('2026-12-04T21:34:48.000Z');
    expect(backupTime('notes.txt')).toBeNull();
  });

  it('keeps the newest of each recent day and week, deletes the rest, ignores other files', () => {
    const names = [
      // Fri 4 Dec 2026 (India): two backups; the later one is the day's.
      at('2026-12-04T02:00:00Z'),
      at('2026-12-04T15:00:00Z'),
      // 21:00 UTC on the 3rd is already the 4th in India (02:30 IST).
      at('2026-12-03T21:00:00Z'),
      at('2026-12-03T10:00:00Z'),
      at('2026-12-02T10:00:00Z'),
      // Earlier weeks.
      at('2026-11-25T10:00:00Z'),
      at('2026-11-24T10:00:00Z'),
      at('2026-11-17T10:00:00Z'),
      at('2026-11-10T10:00:00Z'),
      'README.txt',
    ];
    const { keep, remove } = planRetention(names, { daily: 2, weekly: 3 });
    expect(keep).toEqual([
      at('2026-12-04T15:00:00Z'), // newest: day 4 Dec, week 49
      at('2026-12-03T10:00:00Z'), // day 3 Dec
      at('2026-11-25T10:00:00Z'), // week 48
      at('2026-11-17T10:00:00Z'), // week 47
    ]);
    expect(remove).toHaveLength(5);
    expect(remove).not.toContain('README.txt');
  });

  it('always keeps the newest backup, even with nothing to keep', () => {
    const names = [at('2026-12-04T02:00:00Z'), at('2026-12-01T02:00:00Z')];
    expect(planRetention(names, { daily: 0, weekly: 0 }).keep).toEqual([names[0]]);
  });
});
