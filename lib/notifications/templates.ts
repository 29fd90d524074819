/**
 * Every message the site sends, listed in one place: a booking's (appointment-messages.ts), an
 * order's and the desk's (order-messages.ts), all in the one layout of message-layout.ts:
 * plain-text and HTML parts, every value escaped in the HTML, SMS texts that fit one message.
 */
export { HOSPITAL, SMS_MAX, clip } from './message-layout';
export {
  APPOINTMENT_REMINDERS,
  appointmentCancelled,
  appointmentConfirmed,
  appointmentInvite,
  mapLink,
  type AppointmentNotice,
} from './appointment-messages';
export {
  callbackForDesk,
  orderPlaced,
  orderStatusChanged,
  type OrderNotice,
} from './order-messages';
export { ACCESS_CODE_TOPIC, accessCodeMessages, paymentRefunded } from './access-messages';
