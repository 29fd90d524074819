import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import * as schema from '@/lib/db/schema';
import { openDatabase } from '@/lib/db/open';
import { prepareDatabase } from '@/lib/db/prepare';

describe('embedded database on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saithunga-persist-'));
  const dataDir = path.join(dir, 'nested', 'pglite'); // the parent does not exist yet
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is migrated and seeded on first start, and keeps everything across restarts', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await prepareDatabase(first, '2026-11-22');
    const [{ n: departments }] = await first.db.select({ n: count() }).from(schema.departments);
    expect(departments).toBeGreaterThanOrEqual(12);
    await first.db.insert(schema.contactMessages).values({
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Kept across restarts',
    });
    const [{ n: slotsBefore }] = await first.db.select({ n: count() }).from(schema.doctorSlots);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await prepareDatabase(second, '2026-11-22');
    const kept = await second.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.message, 'Kept across restarts'));
    expect(kept).toHaveLength(1);
    const [{ n: again }] = await second.db.select({ n: count() }).from(schema.departments);
    expect(again).toBe(departments); // not seeded twice
    const [{ n: slotsAfter }] = await second.db.select({ n: count() }).from(schema.doctorSlots);
    expect(slotsAfter).toBe(slotsBefore);

    // A start on a later day tops schedules up to 14 days ahead of that day.
    await prepareDatabase(second, '2026-11-25');
    const [{ n: slotsLater }] = await second.db.select({ n: count() }).from(schema.doctorSlots);
    expect(slotsLater).toBeGreaterThan(slotsAfter);
    await second.close();
  });
});
