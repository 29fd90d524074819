import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { isPublicDoctor } from '../doctors/public';
import { TAGS } from '../cache/tags';
import { cachedFor } from '../cache/cached';

export type SitemapEntry = { path: string; lastModified?: string };

/** Every content page with a slug: departments, treatments, doctors, blogs, medicines, lab tests. */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  'use cache';
  cachedFor(TAGS.departments, TAGS.treatments, TAGS.doctors, TAGS.blogs, TAGS.pharmacy, TAGS.lab);
  const db = await getDb();
  const s = schema;
  const [departments, treatments, doctors, blogs, medicines, labTests] = await Promise.all([
    db.select({ slug: s.departments.slug }).from(s.departments).orderBy(asc(s.departments.id)),
    db.select({ slug: s.treatments.slug }).from(s.treatments).orderBy(asc(s.treatments.id)),
    // Only doctors whose profile answers: the same rule as getDoctorProfile.
    db
      .select({ slug: s.doctors.slug })
      .from(s.doctors)
      .where(isPublicDoctor())
      .orderBy(asc(s.doctors.id)),
    db
      .select({ slug: s.blogs.slug, createdAt: s.blogs.createdAt })
      .from(s.blogs)
      .orderBy(asc(s.blogs.id)),
    db.select({ slug: s.medicines.slug }).from(s.medicines).orderBy(asc(s.medicines.id)),
    db
      .select({ slug: s.labTests.slug })
      .from(s.labTests)
      .where(eq(s.labTests.available, true))
      .orderBy(asc(s.labTests.id)),
  ]);
  return [
    ...departments.map((r) => ({ path: `/department/${r.slug}` })),
    ...treatments.map((r) => ({ path: `/treatment/${r.slug}` })),
    ...doctors.map((r) => ({ path: `/docprofile/${r.slug}` })),
    ...blogs.map((r) => ({ path: `/blog/${r.slug}`, lastModified: r.createdAt.toISOString() })),
    ...medicines.map((r) => ({ path: `/pharmacy/${r.slug}` })),
    ...labTests.map((r) => ({ path: `/lab-tests/${r.slug}` })),
  ];
}
