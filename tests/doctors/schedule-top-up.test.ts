/**
 * A server that runs for weeks keeps its doctors' slots 14 days ahead: the top-up pass runs every
 * hour (the writing itself is tested in tests/seed/seed.test.ts), and a failed pass is logged,
 * not thrown, and tried again the next hour.
 */
const mockEnsure = jest.fn();
jest.mock('@/lib/seed', () => ({ ensureSchedules: (...args: unknown[]) => mockEnsure(...args) }));
jest.mock('@/lib/db', () => ({ getDb: async () => ({ fake: 'db' }) }));
const mockWarn = jest.fn();
jest.mock('@/lib/log', () => ({
  logger: { info: jest.fn(), warn: (...a: unknown[]) => mockWarn(...a) },
}));

import { startScheduleTopUp } from '@/lib/doctors/schedule-top-up';

it('tops the schedules up every hour, from India’s date, and survives a failed pass', async () => {
  jest.useFakeTimers({ now: new Date('2030-03-15T20:00:00Z') }); // 01:30 on 16 March in India
  try {
    mockEnsure.mockRejectedValueOnce(new Error('database down')).mockResolvedValue(0);
    startScheduleTopUp();
    startScheduleTopUp(); // a second start adds no second timer
    expect(mockEnsure).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(mockEnsure).toHaveBeenCalledTimes(1);
    expect(mockEnsure).toHaveBeenLastCalledWith({ fake: 'db' }, '2030-03-16');
    expect(mockWarn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(mockEnsure).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});
