/**
 * Past-slot refusal follows India's clock, and a date outside the doctor's schedule is refused,
 * whatever the server's time zone. jest cannot change its own process's zone, so each zone runs
 * tz-probe.ts in a child `node` with TZ set.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const probe = path.join(__dirname, 'tz-probe.ts');

async function probeIn(zone: string) {
  const { stdout } = await run(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', '--no-warnings', probe],
    { env: { ...process.env, TZ: zone, NODE_ENV: 'test' }, cwd: path.join(__dirname, '../..') },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

const ZONES: [string, number][] = [
  ['UTC', 15],
  ['America/New_York', 15],
  ['Pacific/Kiritimati', 16],
];

// The probes start together: each is mostly waiting on its own database start.
let reports: Map<string, Awaited<ReturnType<typeof probeIn>>>;
beforeAll(async () => {
  const results = await Promise.all(ZONES.map(([zone]) => probeIn(zone)));
  reports = new Map(ZONES.map(([zone], i) => [zone, results[i]]));
}, 300_000);

describe.each(ZONES)('with TZ=%s', (zone, localDate) => {
  it('refuses slots already started in India and accepts later ones', () => {
    const report = reports.get(zone);
    // The child really ran in the zone: its own calendar says 15 March, or 16 March east of India.
    expect(report.zone).toBe(zone);
    expect(report.localDate).toBe(localDate);

    expect(report.indiaNow).toEqual({ date: '2030-03-16', minuteOfDay: 30 });
    expect(report.unavailable).toEqual([true, false]);
    // Yesterday in India (today in New York) and 12:00 AM today are past: 422. 12:30 PM holds.
    expect(report.holds).toEqual([422, 422, 'held']);
    expect(report.schedule).toEqual([['16/03/2030', '12:00 AM:true']]);
  });

  it("refuses a date outside the doctor's schedule, whatever the server's own date", () => {
    const report = reports.get(zone);
    expect(report.zone).toBe(zone);
    // The 16 March 12:30 PM slot asked for on 15 March (the server's date in UTC and New York)
    // and on 17 March (no schedule): both 422 for the schedule, not for time, and not held.
    const refused = "422 The chosen date and time are not in Dr. Asha Rao's schedule.";
    expect(report.outsideSchedule).toEqual([refused, refused]);
    // The same slot on its own date was still free afterwards: the refusals held nothing.
    expect(report.holds[2]).toBe('held');
  });
});
