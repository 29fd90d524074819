import 'server-only';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { accountPatients, accounts } from '@/lib/db/schema';
import { NotFoundError, ServiceError } from '@/lib/api/errors';
import {
  FAMILY_MESSAGES,
  MAX_FAMILY_MEMBERS,
  type FamilyMemberInput,
  type HolderProfileInput,
} from './family-schema';
import type { FamilyRelationship, PatientGender } from './person-choices';

/**
 * The people an account books and buys for (issue 46): its holder (relationship 'self', made at
 * sign-up, or here at the first profile save when sign-up did not) and up to MAX_FAMILY_MEMBERS
 * family members. The limit is counted under a lock on the account row, so two requests at once
 * cannot pass it together: the second waits for the first's commit, then counts its member too.
 * Removing a member keeps the bookings and orders made for them (their patient_id is set null).
 */

export type AccountPatient = {
  id: number;
  relationship: FamilyRelationship | 'self';
  name: string;
  birthDate: string | null;
  gender: PatientGender | null;
};

const MEMBER_NOT_FOUND = 'This family member is not in your account.';

/** 409 `family_full`: the account has its six family members already. */
export class FamilyFullError extends ServiceError {
  constructor() {
    super(409, FAMILY_MESSAGES.familyFull, 'family_full');
  }
}

const patientColumns = {
  id: accountPatients.id,
  relationship: accountPatients.relationship,
  name: accountPatients.name,
  birthDate: accountPatients.birthDate,
  gender: accountPatients.gender,
};

/** The holder first, then the family in the order they were added. */
export async function listPatients(db: Db | Tx, accountId: number): Promise<AccountPatient[]> {
  return db
    .select(patientColumns)
    .from(accountPatients)
    .where(eq(accountPatients.accountId, accountId))
    .orderBy(sql`${accountPatients.relationship} <> 'self'`, asc(accountPatients.id));
}

/** One of the account's patients (holder or family), or null: another account's is never found. */
export async function findOwnPatient(
  db: Db | Tx,
  accountId: number,
  patientId: number,
): Promise<AccountPatient | null> {
  const [row] = await db
    .select(patientColumns)
    .from(accountPatients)
    .where(and(eq(accountPatients.id, patientId), eq(accountPatients.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

/** Locks the account row: every change to its family is counted and made behind this lock. */
export async function lockAccount(tx: Tx, accountId: number): Promise<void> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!row) throw new NotFoundError('This account no longer exists.');
}

/** Adds a family member, refused (FamilyFullError) when the account has MAX_FAMILY_MEMBERS. */
export async function addFamilyMember(
  db: Db,
  accountId: number,
  input: FamilyMemberInput,
  now = new Date(),
): Promise<AccountPatient> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const [{ members }] = await tx
      .select({ members: count() })
      .from(accountPatients)
      .where(
        and(eq(accountPatients.accountId, accountId), ne(accountPatients.relationship, 'self')),
      );
    if (members >= MAX_FAMILY_MEMBERS) throw new FamilyFullError();
    const [row] = await tx
      .insert(accountPatients)
      .values({ accountId, ...personValues(input), createdAt: now, updatedAt: now })
      .returning(patientColumns);
    return row;
  });
}

/** Corrects a family member (never the holder: that is updateHolderProfile). */
export async function updateFamilyMember(
  db: Db,
  accountId: number,
  patientId: number,
  input: FamilyMemberInput,
  now = new Date(),
): Promise<AccountPatient> {
  const [row] = await db
    .update(accountPatients)
    .set({ ...personValues(input), updatedAt: now })
    .where(familyMember(accountId, patientId))
    .returning(patientColumns);
  if (!row) throw new NotFoundError(MEMBER_NOT_FOUND);
  return row;
}

/** Removes a family member; their past bookings and orders stay, without a patient. */
export async function removeFamilyMember(
  db: Db,
  accountId: number,
  patientId: number,
): Promise<void> {
  const removed = await db
    .delete(accountPatients)
    .where(familyMember(accountId, patientId))
    .returning({ id: accountPatients.id });
  if (removed.length === 0) throw new NotFoundError(MEMBER_NOT_FOUND);
}

/**
 * The holder's own profile, corrected ('correct your data' of the privacy centre): name, date of
 * birth and gender on the holder's row, made here if sign-up made none (under the account's lock,
 * and the one-holder index has the last word). The e-mail is changed on /account/settings.
 */
export async function updateHolderProfile(
  db: Db,
  accountId: number,
  input: HolderProfileInput,
  now = new Date(),
): Promise<AccountPatient> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const values = personValues({ ...input, relationship: 'self' });
    const [updated] = await tx
      .update(accountPatients)
      .set({ ...values, updatedAt: now })
      .where(
        and(eq(accountPatients.accountId, accountId), eq(accountPatients.relationship, 'self')),
      )
      .returning(patientColumns);
    if (updated) return updated;
    const [created] = await tx
      .insert(accountPatients)
      .values({ accountId, ...values, createdAt: now, updatedAt: now })
      .returning(patientColumns);
    return created;
  });
}

function familyMember(accountId: number, patientId: number) {
  return and(
    eq(accountPatients.id, patientId),
    eq(accountPatients.accountId, accountId),
    ne(accountPatients.relationship, 'self'),
  );
}

function personValues(input: {
  name: string;
  birth_date: string;
  gender: string;
  relationship: string;
}) {
  return {
    name: input.name,
    birthDate: input.birth_date,
    gender: input.gender as PatientGender,
    relationship: input.relationship as FamilyRelationship | 'self',
  };
}
