'use client';

import { useActionState } from 'react';
import { InputField, SelectField } from '@/components/forms/form-field';
import formStyles from '@/components/forms/forms.module.css';
import { earliestBirthDate } from '@/lib/accounts/family-schema';
import {
  FAMILY_RELATIONSHIPS,
  PATIENT_GENDER_CHOICES,
  RELATIONSHIP_LABELS,
} from '@/lib/accounts/person-choices';
import type { ActionState } from '@/lib/staff/action';
import { indiaToday } from '@/lib/time/india';
import { FormMessage } from './form-message';
import styles from './profile.module.css';

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

export type PersonValues = {
  name: string;
  birthDate: string | null;
  gender: string | null;
  relationship?: string;
};

const GENDER_OPTIONS = PATIENT_GENDER_CHOICES.map((value) => ({
  value,
  label: value[0].toUpperCase() + value.slice(1),
}));
const RELATIONSHIP_OPTIONS = FAMILY_RELATIONSHIPS.map((value) => ({
  value,
  label: RELATIONSHIP_LABELS[value],
}));

/**
 * A person's details: the holder's own (no relationship) or a family member's. `idPrefix` keeps
 * the fields' ids apart when a page shows several of these forms.
 */
export function PersonForm({
  action,
  idPrefix,
  initial,
  withRelationship,
  submitLabel,
}: {
  action: Action;
  idPrefix: string;
  initial?: PersonValues;
  withRelationship: boolean;
  submitLabel: string;
}) {
  const [state, submit, saving] = useActionState(action, null);
  const errors = state?.errors ?? {};
  const today = indiaToday();
  return (
    <form action={submit} className={styles.form} noValidate>
      <FormMessage state={state} />
      <div className={formStyles.grid}>
        <InputField
          id={`${idPrefix}-name`}
          name="name"
          label="Full name"
          autoComplete={withRelationship ? 'off' : 'name'}
          maxLength={100}
          defaultValue={initial?.name ?? ''}
          required
          error={errors.name}
        />
        <InputField
          id={`${idPrefix}-birth-date`}
          name="birth_date"
          type="date"
          label="Date of birth"
          min={earliestBirthDate(today)}
          max={today}
          defaultValue={initial?.birthDate ?? ''}
          required
          error={errors.birth_date}
        />
        <SelectField
          id={`${idPrefix}-gender`}
          name="gender"
          label="Gender"
          placeholder="Choose"
          options={GENDER_OPTIONS}
          defaultValue={initial?.gender ?? ''}
          required
          error={errors.gender}
        />
        {withRelationship ? (
          <SelectField
            id={`${idPrefix}-relationship`}
            name="relationship"
            label="Relationship"
            placeholder="Choose"
            options={RELATIONSHIP_OPTIONS}
            defaultValue={initial?.relationship ?? ''}
            required
            error={errors.relationship}
          />
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
