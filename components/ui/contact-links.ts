/** Link builders and display text for phone numbers and addresses kept in the database. */

/** The ten national digits of an Indian number, or null when it is not one. */
function indianDigits(number: string): string | null {
  let digits = number.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/** `tel:` link; Indian numbers get +91 so they dial from anywhere. */
export function telHref(number: string): string {
  const national = indianDigits(number);
  if (national) return `tel:+91${national}`;
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** Chat link for an Indian mobile number: https://wa.me/91{ten digits}. */
export function whatsappHref(number: string): string {
  return `https://wa.me/91${indianDigits(number) ?? number.replace(/\D/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** Between a number's groups: a no-break space, so a number never wraps inside itself. */
const GROUP = '\u00a0';

/**
 * Readable Indian numbers: Bangalore landlines as '+91 80 4567 1108', mobiles as
 * '+91 98450 12345', their groups joined by no-break spaces. Anything else is shown as stored.
 */
export function formatPhone(number: string): string {
  const d = indianDigits(number);
  if (!d) return number;
  const groups = d.startsWith('80')
    ? ['+91', '80', d.slice(2, 6), d.slice(6)]
    : ['+91', d.slice(0, 5), d.slice(5)];
  return groups.join(GROUP);
}
