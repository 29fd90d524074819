/**
 * The home page's doctor carousel: best rated first, then the doctors not rated yet; hidden
 * doctors never (both engines: PostgreSQL sorts a null first in a descending order).
 */
import { eq } from 'drizzle-orm';
import * as s from '@/lib/db/schema';
import { queryHomeDoctors } from '@/lib/site/home-reads';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { insertDepartment, insertDoctor } from '../helpers/content-fixtures';

describe.each(engines)('home doctors on %s', (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb(engine);
    const cardio = await insertDepartment(t.db, 'Cardiology', 'cardiology');
    const doctors: [string, number | null, boolean][] = [
      ['dr-unrated-a', null, true],
      ['dr-four', 4.0, true],
      ['dr-unrated-b', null, true],
      ['dr-five', 4.9, true],
      ['dr-hidden', 5.0, false],
    ];
    for (const [slug, rating, verified] of doctors) {
      const id = await insertDoctor(t.db, cardio, slug, slug);
      await t.db.update(s.doctors).set({ rating, verified }).where(eq(s.doctors.id, id));
    }
  });
  afterAll(() => t.drop());

  it('puts the best rated first and the unrated last, and leaves hidden doctors out', async () => {
    expect((await queryHomeDoctors(t.db)).map((d) => d.slug)).toEqual([
      'dr-five',
      'dr-four',
      'dr-unrated-a',
      'dr-unrated-b',
    ]);
  });
});
