'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { RELATIONSHIP_LABELS } from '@/lib/accounts/person-choices';
import type { AccountProfile, ProfilePerson } from '@/lib/accounts/profile';
import { hasSignedInHint } from '@/lib/accounts/signed-in-hint';

/**
 * 'For whom' on the booking and purchase forms (issue 46). A signed-in patient's profile comes
 * from a small no-store request made by the browser (GET /api/account/profile), so the pages that
 * hold the forms are cached or rendered exactly as for a guest. The form fills itself from the
 * holder at first (only fields still empty), and from a person chosen under 'For whom' (their
 * fields replaced); everything stays editable. A guest gets no request, no field and no prefill:
 * today's form.
 */

/** What a form is filled with: `seq` changes with every choice, so choosing again refills. */
export type Prefill<V> = { seq: number; values: Partial<V>; onlyEmpty: boolean };

/** `current` with the prefill's values: all of them, or (at first) only where nothing is typed. */
export function withPrefill<V extends object>(current: V, prefill: Prefill<V>): V {
  const next = { ...current };
  for (const [key, value] of Object.entries(prefill.values) as [keyof V, V[keyof V]][]) {
    const typed = next[key];
    if (!prefill.onlyEmpty || typed === '' || typed === undefined || typed === null) {
      next[key] = value;
    }
  }
  return next;
}

/** The values a person gives a form, without the empty ones (they never blank a typed field). */
export type ToValues<V> = (person: ProfilePerson, profile: AccountProfile) => Partial<V>;

function filled<V>(values: Partial<V>): Partial<V> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== undefined && v !== null),
  ) as Partial<V>;
}

/** The signed-in patient's profile, asked once; null for a guest (who is asked nothing). */
function fetchProfile(): Promise<AccountProfile | null> {
  if (!hasSignedInHint(document.cookie)) return Promise.resolve(null);
  return fetch('/api/account/profile', { cache: 'no-store', credentials: 'same-origin' })
    .then((r) => (r.ok ? (r.json() as Promise<{ account: AccountProfile | null }>) : null))
    .then((body) => (body?.account && body.account.people.length > 0 ? body.account : null))
    .catch(() => null);
}

/**
 * The 'For whom' choice of a form: `patientId` for the payment order (null for a guest), the
 * `prefill` for the form, and the `field` to show in it (null for a guest). `toValues` must be a
 * module-level function. The holder is chosen when the profile arrives, filling empty fields only.
 */
export function useForWhom<V>(toValues: ToValues<V>, idPrefix: string) {
  const [profile, setProfile] = useState<AccountProfile | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [prefill, setPrefill] = useState<Prefill<V> | null>(null);

  const choose = useCallback(
    (person: ProfilePerson, from: AccountProfile, onlyEmpty: boolean) => {
      setChosen(person.id);
      setPrefill((last) => ({
        seq: (last?.seq ?? 0) + 1,
        values: filled(toValues(person, from)),
        onlyEmpty,
      }));
    },
    [toValues],
  );

  useEffect(() => {
    let live = true;
    void fetchProfile().then((found) => {
      if (!live || !found) return;
      setProfile(found);
      choose(found.people[0], found, true);
    });
    return () => {
      live = false;
    };
  }, [choose]);

  const field: ReactNode = profile ? (
    <ForWhomField
      id={`${idPrefix}-for-whom`}
      people={profile.people}
      value={chosen}
      onChoose={(id) => {
        const person = profile.people.find((p) => p.id === id);
        if (person) choose(person, profile, false);
      }}
    />
  ) : null;

  return { patientId: profile ? chosen : null, prefill, field };
}

const personLabel = (person: ProfilePerson) =>
  person.relationship === 'self'
    ? `${person.name} (you)`
    : `${person.name} (${RELATIONSHIP_LABELS[person.relationship as keyof typeof RELATIONSHIP_LABELS] ?? 'Family'})`;

function ForWhomField({
  id,
  people,
  value,
  onChoose,
}: {
  id: string;
  people: ProfilePerson[];
  value: number | null;
  onChoose: (id: number) => void;
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        For whom
      </label>
      <select
        id={id}
        className={formStyles.control}
        value={value ?? ''}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {personLabel(person)}
          </option>
        ))}
      </select>
    </div>
  );
}
