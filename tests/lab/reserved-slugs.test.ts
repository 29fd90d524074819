/**
 * /lab-tests/{slug} is a test's or a package's page, and /lab-tests/cart, /booked and /report are
 * the site's own: no lab item may ever take those slugs (its page would be shadowed), and every
 * page the site adds under the same path must be reserved, as under /pharmacy/.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Tx } from '@/lib/db/open';
import { labTests } from '@/lib/db/schema';
import { buildLabCatalogue } from '@/lib/seed/content/lab-tests';
import { newSlug } from '@/lib/staff/new-slug';
import { isReservedSlug, RESERVED_SLUGS } from '@/lib/validation/slug';

/** The static folders of a route: the site's own pages beside the records' [slug]. */
function sitePagesUnder(route: string): string[] {
  return readdirSync(path.join(process.cwd(), 'app/(site)', route), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .map((entry) => entry.name);
}

describe('reserved slugs', () => {
  it.each([
    ['/lab-tests/', 'lab-tests'],
    ['/pharmacy/', 'pharmacy'],
  ])('reserves every page the site has under %s', (prefix, route) => {
    for (const page of sitePagesUnder(route)) expect(isReservedSlug(prefix, page)).toBe(true);
  });

  it('reserves the lab cart, the booking confirmation and the report download', () => {
    expect(RESERVED_SLUGS['/lab-tests/']).toEqual(['cart', 'booked', 'report']);
    expect(isReservedSlug('/lab-tests/', 'lipid-profile')).toBe(false);
  });

  it('never gives a seeded test or package a reserved slug', () => {
    const slugs = buildLabCatalogue().map((item) => item.slug);
    expect(slugs.filter((slug) => isReservedSlug('/lab-tests/', slug))).toEqual([]);
  });

  it('refuses a reserved slug to a record created in the console, before any query', async () => {
    // Refused on the name alone: the transaction is never used.
    const tx = {} as Tx;
    await expect(
      newSlug(tx, { table: labTests, words: 'Cart', field: 'name', path: '/lab-tests/' }),
    ).rejects.toMatchObject({
      errors: {
        name: 'The address /lab-tests/cart is already used by another page: choose a different name',
      },
    });
  });
});
