/**
 * Production instances of this build for the specs that run more than one (the shared cache, the
 * hold limits, the video consultation across two instances), through scripts/local-servers.mjs.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** scripts/local-servers.mjs, loaded when a spec runs. */
export const servers = (): Promise<typeof import('../../scripts/local-servers.mjs')> =>
  import(pathToFileURL(path.resolve('scripts/local-servers.mjs')).href);

/**
 * Starts an instance on each port in turn, all over the same `env` (the first migrates and seeds
 * an empty database, the next find it ready), each answering /api/health before the next starts.
 * Each one's stop goes into `stops` as soon as it starts.
 */
export async function startInstances(
  ports: number[],
  env: Record<string, string>,
  stops: (() => void)[],
  timeoutMs = 180_000,
): Promise<void> {
  const { startNext, waitFor } = await servers();
  for (const port of ports) {
    stops.push(startNext(process.cwd(), port, env));
    await waitFor(`http://127.0.0.1:${port}/api/health`, timeoutMs);
  }
}
