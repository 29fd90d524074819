import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { InvalidInputError, isUniqueViolation } from '@/lib/api/errors';
import type { Tx } from '@/lib/db/open';
import { slugify } from '@/lib/slug';
import { isReservedSlug, SLUG_MAX_LENGTH } from '@/lib/validation/slug';

/**
 * Where a new record's address comes from: its table, the words it is made of (its name or
 * title), the form field that gave them (which answers when the address cannot be had) and the
 * public path it stands under.
 */
export type NewAddress = {
  table: PgTable & { slug: AnyPgColumn };
  words: string;
  field: string;
  path: string;
};

/**
 * The address of a record created in the console: its words as a slug (lib/slug.ts), refused as
 * the field's error when it has no letter or digit or when another record has it already (an
 * address, once public, is never taken over by a different page).
 */
export async function newSlug(tx: Tx, { table, words, field, path }: NewAddress): Promise<string> {
  const slug = slugify(words).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  if (!slug) throw new InvalidInputError({ [field]: 'Use at least one letter or digit' });
  if (isReservedSlug(path, slug)) throw slugTaken(field, `${path}${slug}`);
  const [taken] = await tx
    .select({ one: sql`1` })
    .from(table as PgTable)
    .where(eq(table.slug, slug))
    .limit(1);
  if (taken) throw slugTaken(field, `${path}${slug}`);
  return slug;
}

function slugTaken(field: string, address: string) {
  return new InvalidInputError({
    [field]: `The address ${address} is already used by another page: choose a different name`,
  });
}

/**
 * Runs a create; two staff members creating the same name at the same moment both pass
 * newSlug's check, and the loser's insert meets the unique index: that is answered as the same
 * field error, not a server error.
 */
export async function creating<T>(field: string, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new InvalidInputError({
        [field]: 'Another record with this name was saved just now: choose a different name',
      });
    }
    throw error;
  }
}
