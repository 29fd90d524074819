import type { ToValues } from '@/components/account/for-whom';
import type { DeliveryFormValues } from '@/lib/pharmacy/delivery-schema';

/**
 * The delivery form's fields from the account (components/account/for-whom.tsx): the person's
 * name, the account's verified phone and e-mail, the first saved address (inside the delivery area
 * when it was saved). The date and time of delivery are chosen each time.
 */
export const deliveryPrefill: ToValues<DeliveryFormValues> = (person, profile) => ({
  name: person.name,
  email: profile.email,
  phone_number: profile.phone,
  pincode: profile.addresses[0]?.pincode ?? '',
  address: profile.addresses[0]?.address ?? '',
});
