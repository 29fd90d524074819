import type { ToValues } from '@/components/account/for-whom';
import { isPatientGender } from '@/lib/accounts/person-choices';
import type { LabPrefillValues } from './use-lab-order-form';

/**
 * The lab checkout's fields from the account (components/account/for-whom.tsx): the first patient
 * is the person chosen (name, age, gender); the contact is that name with the account's verified
 * phone and e-mail and the first saved address, where the sample is collected.
 */
export const labPrefill: ToValues<LabPrefillValues> = (person, profile) => ({
  patient_name: person.name,
  patient_age: person.age === null ? '' : String(person.age),
  patient_gender: isPatientGender(person.gender) ? person.gender : '',
  name: person.name,
  email: profile.email,
  phone_number: profile.phone,
  pincode: profile.addresses[0]?.pincode ?? '',
  address: profile.addresses[0]?.address ?? '',
});
