/**
 * The systemd units of deploy/systemd agree with nginx's upstream (deploy/nginx/saithunga.conf,
 * the one `npm run chaos` runs) and with the package's scripts, and systemd itself accepts them
 * (`systemd-analyze verify`, where installed).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const unit = (name: string) => readFileSync(path.join('deploy/systemd', name), 'utf8');
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;

describe('the deployment units', () => {
  it("start one instance per port of nginx's upstream, all in the target", () => {
    const upstream = /upstream saithunga_app \{[^}]+\}/.exec(
      readFileSync('deploy/nginx/saithunga.conf', 'utf8'),
    )![0];
    const ports = [...upstream.matchAll(/server 127\.0\.0\.1:(\d+) /g)].map((m) => m[1]);
    expect(ports).toHaveLength(3);
    const wanted = /^Wants=(.+)$/m.exec(unit('saithunga.target'))![1].split(/\s+/);
    expect(wanted).toEqual(ports.map((port) => `saithunga@${port}.service`));
    expect(unit('saithunga@.service')).toMatch(
      /^ExecStart=\/usr\/bin\/node scripts\/start\.mjs -p %i -H 127\.0\.0\.1$/m,
    );
  });

  it('run the migration step before every instance, without restarting them with it', () => {
    const instance = unit('saithunga@.service');
    expect(instance).toMatch(/^After=.*saithunga-migrate\.service/m);
    expect(instance).toMatch(/^Wants=saithunga-migrate\.service$/m);
    expect(instance).not.toMatch(/^(Requires|BindsTo|PartOf)=.*saithunga-migrate/m);
    const migrate = unit('saithunga-migrate.service');
    expect(migrate).toMatch(/^Type=oneshot$/m);
    expect(migrate).toMatch(/^ExecStart=\/usr\/bin\/npm run db:migrate$/m);
    expect(scripts['db:migrate']).toContain('scripts/migrate.ts');
  });

  it('schedule the backup with its lease, so one machine of several makes it', () => {
    expect(unit('saithunga-backup.service')).toMatch(
      /^ExecStart=\/usr\/bin\/npm run backup -- --scheduled$/m,
    );
    expect(unit('saithunga-backup.timer')).toMatch(/^OnCalendar=/m);
    expect(scripts.backup).toContain('scripts/backup.ts');
  });

  const analyze = spawnSync('sh', ['-c', 'command -v systemd-analyze']).status === 0;
  (analyze ? it : it.skip)('are accepted by systemd-analyze verify', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-units-'));
    try {
      const names = [
        'saithunga-migrate.service',
        'saithunga.target',
        'saithunga-backup.service',
        'saithunga-backup.timer',
      ];
      for (const name of names)
        copyFileSync(path.join('deploy/systemd', name), path.join(dir, name));
      copyFileSync('deploy/systemd/saithunga@.service', path.join(dir, 'saithunga@3001.service'));
      // Unknown keys and bad values are warnings on stderr with exit status 0: none allowed.
      const run = spawnSync(
        'systemd-analyze',
        [
          'verify',
          '--man=no',
          ...[...names, 'saithunga@3001.service'].map((n) => path.join(dir, n)),
        ],
        { encoding: 'utf8' },
      );
      expect(run.status).toBe(0);
      expect(`${run.stdout}${run.stderr}`).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
