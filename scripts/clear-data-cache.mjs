/**
 * Run before every `next build` (npm run build): empties Next's data cache
 * (.next/cache/fetch-cache), where `unstable_cache` keeps database reads between builds. A new
 * build starts from what the database holds now, never from rows a previous build (another
 * version of the code, or another data directory) cached under the same key.
 */
import { rmSync } from 'node:fs';

rmSync('.next/cache/fetch-cache', { recursive: true, force: true });
