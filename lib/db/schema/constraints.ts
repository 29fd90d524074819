/**
 * The check and index shapes the tables share. Checks against a closed list are written from the
 * list itself (lib/db/schema/constants.ts and the tables' own lists), so the database refuses
 * exactly what the type refuses.
 */
import { sql, type SQL } from 'drizzle-orm';
import { check, index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A list of text values as SQL literals: `'a', 'b'` (the lists are the schema's own constants). */
export const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The column holds one of `values`. */
export const checkOneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${inList(values)})`);

/** An Indian postal code: six digits, the first not zero. */
export const checkPincodeFormat = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} ~ '^[1-9][0-9]{5}$'`);

/** A trigram index for the ILIKE '%…%' searches (pg_trgm). */
export const trigramIndex = (name: string, target: AnyPgColumn | SQL) =>
  index(name).using('gin', sql`${target} gin_trgm_ops`);
