/**
 * Who a family member is to the account holder, how the site says it, and the genders a patient
 * record takes. Apart from the family schema (yup), so a page that only names or prefills people
 * (the carts' 'for whom' choice) loads no form library (tests/ui/island-imports.test.ts).
 */
import { oneOfGuard } from '../closed-list';

export const FAMILY_RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling', 'other'] as const;
export type FamilyRelationship = (typeof FAMILY_RELATIONSHIPS)[number];

export const RELATIONSHIP_LABELS: Record<FamilyRelationship | 'self', string> = {
  self: 'You',
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
  other: 'Other',
};

export const PATIENT_GENDER_CHOICES = ['male', 'female', 'other'] as const;
export type PatientGender = (typeof PATIENT_GENDER_CHOICES)[number];

export const isFamilyRelationship = oneOfGuard(FAMILY_RELATIONSHIPS);
export const isPatientGender = oneOfGuard(PATIENT_GENDER_CHOICES);
