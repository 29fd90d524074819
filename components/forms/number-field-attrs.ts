/**
 * The input attributes of an Indian mobile number and a pincode, where a checkout asks for an
 * address (the pharmacy's delivery form, the lab's collection address): a number keypad, the
 * browser's own suggestion, and how many digits go in.
 */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  placeholder: '10 digits',
} as const;

export const PINCODE_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'postal-code',
  placeholder: '6 digits',
} as const;
