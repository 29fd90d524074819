import { boolean, object, string } from 'yup';
import { requiredText } from '@/lib/validation/fields';
import { SIGN_IN_MESSAGES as M } from './messages';

/**
 * The yup schemas of the sign-in forms (issue 46), for the server actions and their tests: a
 * 10-digit Indian mobile (the same rule as the accounts table's check), a 6-digit code, and for
 * a first-time number the notice accepted and a name; the optional purposes off unless ticked.
 */

export const MOBILE = /^[6-9]\d{9}$/;

const phone = string()
  .typeError(M.phone)
  .trim()
  .required(M.phone)
  .transform((value: string) => value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
  .matches(MOBILE, M.phone);

const code = string()
  .typeError(M.code)
  .trim()
  .required(M.code)
  .matches(/^\d{6}$/, M.code);

/** A form's checkbox: 'on' when ticked, nothing otherwise; anything else is not a tick. */
const ticked = (message?: string) => {
  const box = boolean()
    .transform((_: unknown, raw: unknown) => raw === 'on' || raw === true || raw === 'true')
    .default(false);
  return message ? box.oneOf([true], message) : box;
};

export const phoneSchema = object({ phone });

export const codeSchema = object({ phone, code });

export const signUpSchema = codeSchema.shape({
  notice: ticked(M.notice),
  name: requiredText(M.name, 100, M.nameTooLong).trim(),
  healthTipsEmail: ticked(),
  whatsappReminders: ticked(),
});

export const emailSchema = object({
  email: string()
    .typeError(M.email)
    .trim()
    .lowercase()
    .required(M.email)
    .max(254, M.email)
    .email(M.email),
});

/** An e-mailed link's token: the code row's id and 32 random bytes, `123.abc…`. */
export const LINK_TOKEN = /^\d{1,9}\.[A-Za-z0-9_-]{43}$/;

export const linkSchema = object({
  token: string().typeError(M.badLink).required(M.badLink).matches(LINK_TOKEN, M.badLink),
});
