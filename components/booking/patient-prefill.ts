import type { ToValues } from '@/components/account/for-whom';
import type { PatientFormValues } from '@/lib/booking/schema';

/**
 * The appointment form's fields from the account (components/account/for-whom.tsx): the person's
 * name, age and gender, the account's verified phone and e-mail, the first saved pincode. The
 * disease is the patient's to say each time.
 */
export const patientPrefill: ToValues<PatientFormValues> = (person, profile) => ({
  name: person.name,
  age: person.age === null ? '' : String(person.age),
  gender: person.gender ?? '',
  phone: profile.phone,
  email: profile.email,
  pincode: profile.addresses[0]?.pincode ?? '',
});
