/**
 * What both fuzz test files share: a migrated database of one engine with the fuzz world, the
 * routes pointed at it, and a printable form of the values sent.
 */
import fs from 'node:fs';
import { SimulatedProvider } from '@/lib/payments/simulated';
// Renamed: it points getDb() at a database; it is no React hook.
import { useAppDb as pointAppDbAt } from '../helpers/app-db';
import { createTestDb, type Engine, type TestDb } from '../helpers/db';
import { loadApp, type App } from './fuzz-app';
import { FUZZ_PAYMENT_SECRET, fuzzDataDir } from './fuzz-env';
import { seedFuzzWorld } from './fuzz-world';

export type FuzzHarness = { t: TestDb; app: App };

export async function openFuzzHarness(engine: Engine): Promise<FuzzHarness> {
  const t = await createTestDb(engine);
  pointAppDbAt(t.db);
  const world = await seedFuzzWorld(t.db, fuzzDataDir);
  const provider = new SimulatedProvider(FUZZ_PAYMENT_SECRET);
  return { t, app: await loadApp(t.db, world, provider) };
}

export async function closeFuzzHarness(harness: FuzzHarness | undefined): Promise<void> {
  pointAppDbAt(null);
  await harness?.t.drop();
}

/** Removes the uploads of the whole file (after every engine has run). */
export function removeFuzzDataDir(): void {
  fs.rmSync(fuzzDataDir, { recursive: true, force: true });
}

/** A short, printable form of a sent value (a 100 kB string must not flood the report). */
export function preview(value: unknown): string {
  if (typeof value === 'symbol') return '(missing)';
  if (value instanceof Blob) return `File(${value.size} bytes)`;
  // JSON leaves DEL and the C1 controls as they are; escape them so a message shows them.
  const text = (JSON.stringify(value) ?? String(value)).replace(
    /[\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}
