/**
 * lib/redis/client.mjs: loading the Redis client must leave String.prototype in V8's fast mode.
 * Checked in a fresh Node process with V8's own probe (--allow-natives-syntax), not by timing.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether String.prototype has fast properties after `importLine` ran in a new process. */
function stringPrototypeIsFast(importLine: string): boolean {
  const script = `${importLine}\nprocess.stdout.write(String(eval('%HasFastProperties(String.prototype)')));`;
  const run = spawnSync(
    process.execPath,
    ['--allow-natives-syntax', '--input-type=module', '-e', script],
    { cwd: process.cwd(), encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`the probe failed: ${run.stderr}`);
  return run.stdout.trim() === 'true';
}

const wrapper = pathToFileURL(path.join(process.cwd(), 'lib/redis/client.mjs')).href;

describe('the Redis client module', () => {
  it('leaves String.prototype fast, so string methods stay fast in the whole process', () => {
    expect(stringPrototypeIsFast(`import { createClient } from '${wrapper}';`)).toBe(true);
  });

  it('is needed: @redis/client alone leaves String.prototype slow (if this fails, an upgrade fixed it and the wrapper can go)', () => {
    expect(stringPrototypeIsFast(`import '@redis/client';`)).toBe(false);
  });

  it('still gives the client', async () => {
    const { createClient } = await import('@/lib/redis/client.mjs');
    expect(typeof createClient).toBe('function');
  });
});
