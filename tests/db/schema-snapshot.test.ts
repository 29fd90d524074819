/**
 * The migrations' last snapshot (drizzle/meta) describes exactly the schema lib/db/schema
 * declares: `drizzle-kit generate` run on a copy of drizzle/ finds nothing to write. A stale
 * snapshot makes the next `npm run db:generate` diff against tables that no longer exist.
 * drizzle-kit exits 0 even when it fails, so the test reads what it printed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

test('drizzle-kit generate finds no schema change against the last snapshot', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'saithunga-drizzle-'));
  const config = path.join(out, 'drizzle.config.mjs');
  try {
    fs.cpSync(path.join(process.cwd(), 'drizzle'), path.join(out, 'drizzle'), { recursive: true });
    fs.writeFileSync(
      config,
      `export default ${JSON.stringify({
        dialect: 'postgresql',
        schema: path.join(process.cwd(), 'lib/db/schema/index.ts'),
        out: './drizzle',
      })};\n`,
    );
    const run = spawnSync(
      path.join(process.cwd(), 'node_modules/.bin/drizzle-kit'),
      ['generate', '--config', config],
      { cwd: out, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
    );
    expect({ status: run.status, printed: `${run.stdout}${run.stderr}` }).toEqual({
      status: 0,
      printed: expect.stringContaining('No schema changes'),
    });
    expect(fs.readdirSync(path.join(out, 'drizzle')).sort()).toEqual(
      fs.readdirSync(path.join(process.cwd(), 'drizzle')).sort(),
    );
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
