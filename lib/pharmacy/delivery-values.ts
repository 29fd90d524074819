/**
 * The delivery form's values without its schemas (delivery.ts), so that the cart can start
 * empty, save and check the info without loading yup.
 */
import { formatTime12h, toDdMmYyyy } from '../time/india';
import type { DeliveryFormValues, SavedDelivery } from './delivery-schema';

export const EMPTY_DELIVERY_FORM: DeliveryFormValues = {
  name: '',
  email: '',
  phone_number: '',
  pincode: '',
  address: '',
  date: '',
  time: '',
};

/** What 'Info Saved Successfully.' stores: en-GB date and 12-hour time ('02:30 pm'). */
export function toSavedDelivery(values: DeliveryFormValues): SavedDelivery {
  const [hours, minutes] = values.time.trim().split(':').map(Number);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
    pincode: values.pincode.trim(),
    address: values.address.trim(),
    date: toDdMmYyyy(values.date),
    time: formatTime12h(hours * 60 + minutes).toLowerCase(),
  };
}

/** 'Please fill Your Info before info' applies when every saved field is empty. */
export function isDeliveryEmpty(info: Partial<SavedDelivery> | null | undefined): boolean {
  return !info || Object.values(info).every((v) => !v || String(v).trim() === '');
}
