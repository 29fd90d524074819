import 'server-only';
import type { Db } from '@/lib/db/open';
import { indiaToday } from '@/lib/time/india';
import type { AccountProfileAnswer } from './api-contract';
import type { AccountActor } from './sessions';
import { listAddresses } from './addresses';
import { listPatients } from './family';
import { ageOn } from './family-schema';

/**
 * What the booking and purchase forms fill themselves from (GET /api/account/profile, no-store):
 * the account's verified phone and e-mail, its people (the holder first) with their age today in
 * India, and its saved addresses. Read by the forms' client islands, never by a page render, so no
 * cached public page depends on a session.
 */

export type AccountProfile = AccountProfileAnswer;
export type ProfilePerson = AccountProfile['people'][number];

export async function getAccountProfile(
  db: Db,
  account: AccountActor,
  today = indiaToday(),
): Promise<AccountProfile> {
  const [people, addresses] = await Promise.all([
    listPatients(db, account.id),
    listAddresses(db, account.id),
  ]);
  return {
    phone: account.phone,
    email: account.email,
    people: people.map((p) => ({
      id: p.id,
      relationship: p.relationship,
      name: p.name,
      birth_date: p.birthDate,
      age: p.birthDate ? ageOn(p.birthDate, today) : null,
      gender: p.gender,
    })),
    addresses,
  };
}
