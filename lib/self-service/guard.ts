import 'server-only';
import { cookies, headers } from 'next/headers';
import { object, string, type InferType } from 'yup';
import { ACCOUNT_COOKIE } from '@/lib/accounts/current';
import { readSession } from '@/lib/accounts/sessions';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { clientKey } from '@/lib/security/rate-limit';
import { refusalState, type ActionState } from '@/lib/staff/action';
import { validateBody } from '@/lib/validation/validate';
import {
  ACCESS_MESSAGES,
  checkAccessCode,
  endAccess,
  GRANT_MINUTES,
  recordForToken,
  sendAccessCode,
  spendCodeRequest,
  spendCodeTry,
  type AccessSubject,
  type HolderLookup,
  type OwnerLookup,
} from './access';
import { findBookingHolder, findOwnedBooking } from './booking';
import { findLabOrderHolder, findOwnedLabOrder } from './lab-order';
import { LAB_REPORT_PATH, MANAGE_BOOKING_PATH, TRACK_ORDER_PATH } from './links';
import { findOrderHolder, findOwnedOrder } from './order';

/**
 * The server side of the self-service pages' forms (app/(site)/appointment/manage,
 * app/(site)/pharmacy/order and app/(site)/lab-tests/report): the reference and phone step, the code step, reading the access
 * cookie, and leaving. The cookie is httpOnly, SameSite=Strict, Secure on https and scoped to its
 * page, whose server actions post to the page's own address.
 *
 * A signed-in patient (issue 46) opens the records her account owns on the same pages without a
 * code: the address names the record (`?reference=`), and `owner` finds it among the account's.
 * Every rule of the page and its actions is the same whichever way the record was opened.
 */

type Kind = {
  cookie: string;
  path: string;
  lookup: HolderLookup;
  owner: OwnerLookup;
  reference: RegExp;
  referenceMessage: string;
};

export const SELF_SERVICE: Record<AccessSubject, Kind> = {
  appointment: {
    cookie: 'booking_access',
    path: MANAGE_BOOKING_PATH,
    lookup: findBookingHolder,
    owner: findOwnedBooking,
    reference: /^SMH-[0-9A-Z]{10}$/,
    referenceMessage: 'Enter the booking reference from your confirmation, such as SMH-AB12CD34EF',
  },
  pharmacy_order: {
    cookie: 'order_access',
    path: TRACK_ORDER_PATH,
    lookup: findOrderHolder,
    owner: findOwnedOrder,
    reference: /^SPH-[0-9A-Z]{10}$/,
    referenceMessage: 'Enter the order reference from your confirmation, such as SPH-AB12CD34EF',
  },
  lab_order: {
    cookie: 'lab_report_access',
    path: LAB_REPORT_PATH,
    lookup: findLabOrderHolder,
    owner: findOwnedLabOrder,
    reference: /^SLB-[0-9A-Z]{10}$/,
    referenceMessage: 'Enter the booking reference from your confirmation, such as SLB-AB12CD34EF',
  },
};

export const PHONE_MESSAGE = 'Phone number must be a 10-digit number';
export const CODE_MESSAGE = 'Enter the 6-digit code';
const UNAVAILABLE = 'We cannot reach our records right now. Please try again in a minute.';

function lookupSchema(kind: AccessSubject) {
  const { reference, referenceMessage } = SELF_SERVICE[kind];
  return object({
    reference: string()
      .typeError(referenceMessage)
      .trim()
      .uppercase()
      .required(referenceMessage)
      .matches(reference, referenceMessage),
    phone: string()
      .typeError(PHONE_MESSAGE)
      .trim()
      .required(PHONE_MESSAGE)
      .matches(/^\d{10}$/, PHONE_MESSAGE),
  });
}

function codeSchema(kind: AccessSubject) {
  return lookupSchema(kind).shape({
    code: string()
      .typeError(CODE_MESSAGE)
      .trim()
      .required(CODE_MESSAGE)
      .matches(/^\d{6}$/, CODE_MESSAGE),
  });
}

/** A form step that may run into a refusal or an unreachable database: both become its message. */
export async function formStep(
  name: string,
  step: () => Promise<Exclude<ActionState, null>>,
): Promise<Exclude<ActionState, null>> {
  try {
    return await step();
  } catch (error) {
    const refused = refusalState(error);
    if (refused) return refused;
    if (isDatabaseUnavailable(error)) {
      logger.error({ step: name, err: safeError(error) }, 'self-service step unavailable');
      return { ok: false, message: UNAVAILABLE };
    }
    throw error;
  }
}

/** The named fields of a form; none for anything else (a forged call of the server action). */
export const formFields = (form: unknown, names: string[]): Record<string, unknown> =>
  form instanceof FormData
    ? Object.fromEntries(names.map((name) => [name, form.get(name) ?? undefined]))
    : {};

const FIX = 'Please correct the fields below.';

/**
 * Step 1: the reference and phone number; the same answer whether or not they name a record. The
 * request's limits are spent before the form is validated: a malformed or oversized request costs
 * its sender as a valid one does.
 */
export async function askForCode(kind: AccessSubject, form: FormData): Promise<ActionState> {
  const fields = formFields(form, ['reference', 'phone']);
  const client = clientKey(await headers());
  return formStep(`${kind}.code`, async () => {
    await spendCodeRequest(kind, { reference: fields.reference, phone: fields.phone, client });
    const parsed = await validateBody(lookupSchema(kind), fields);
    if (!parsed.ok) return { ok: false, message: FIX, errors: parsed.errors };
    await sendAccessCode(await getDb(), kind, SELF_SERVICE[kind].lookup, parsed.value);
    return { ok: true, message: ACCESS_MESSAGES.sent };
  });
}

/**
 * Step 2: the code; a right one sets the page's access cookie (and the page shows the record).
 * The client's try is spent before the form is validated, as in step 1. `grant` names another
 * cookie for the grant (the video consultation room keeps its own, scoped to /consult).
 */
export async function enterCode(
  kind: AccessSubject,
  form: FormData,
  grant: { cookie: string; path: string } = SELF_SERVICE[kind],
): Promise<ActionState> {
  const fields = formFields(form, ['reference', 'phone', 'code']);
  const client = clientKey(await headers());
  return formStep(`${kind}.verify`, async () => {
    await spendCodeTry(client);
    const parsed = await validateBody(codeSchema(kind), fields);
    if (!parsed.ok) return { ok: false, message: FIX, errors: parsed.errors };
    const input: InferType<ReturnType<typeof codeSchema>> = parsed.value;
    const { token } = await checkAccessCode(await getDb(), kind, SELF_SERVICE[kind].lookup, {
      ...input,
      client,
    });
    (await cookies()).set(grant.cookie, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: env.siteUrl.startsWith('https:'),
      path: grant.path,
      maxAge: GRANT_MINUTES * 60,
    });
    return { ok: true, message: 'Code accepted.' };
  });
}

/** How a record came to be open: its one-time code, or the signed-in account that owns it. */
export type OpenedBy = 'code' | 'account';

/** The cookies a request carries (next/headers' cookies(), or a route's request.cookies). */
export type CookieJar = { get(name: string): { value: string } | undefined };

/**
 * The record of `kind` this request may see and change: the one named by `requested` when the
 * signed-in account owns it, else the one its access cookie opens (whatever the address names:
 * the page then says which is open). Null when neither.
 */
export async function openedRecord(
  db: Db,
  kind: AccessSubject,
  jar: CookieJar,
  requested: string | undefined,
  now = new Date(),
): Promise<{ id: number; by: OpenedBy } | null> {
  if (requested) {
    const account = await readSession(db, jar.get(ACCOUNT_COOKIE)?.value, now);
    const owned = account ? await SELF_SERVICE[kind].owner(db, requested, account.id) : null;
    if (owned) return { id: owned, by: 'account' };
  }
  const granted = await recordForToken(db, kind, jar.get(SELF_SERVICE[kind].cookie)?.value, now);
  return granted ? { id: granted, by: 'code' } : null;
}

/**
 * The record open for the page of `kind` (openedRecord), or null. The actions pass the reference
 * the page showed, so the signed-in owner's record is the one they change.
 */
export async function grantedRecord(kind: AccessSubject, shown?: string): Promise<number | null> {
  const opened = await openedRecord(await getDb(), kind, await cookies(), shown);
  return opened?.id ?? null;
}

/**
 * For a self-service page: the record open for `requested` (openedRecord), read by `read`, with
 * how it was opened; null without access; 'unavailable' when the database cannot be reached (the
 * page says so, not an error).
 */
export async function readGranted<T extends object>(
  kind: AccessSubject,
  read: (id: number) => Promise<T | null>,
  requested?: string,
): Promise<(T & { openedBy: OpenedBy }) | null | 'unavailable'> {
  try {
    const opened = await openedRecord(await getDb(), kind, await cookies(), requested);
    const record = opened ? await read(opened.id) : null;
    return record && opened ? { ...record, openedBy: opened.by } : null;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ page: SELF_SERVICE[kind].path, err: safeError(error) }, 'record unavailable');
    return 'unavailable';
  }
}

export const RECORDS_UNAVAILABLE = UNAVAILABLE;

/**
 * 'Close': the access ends at once, on the server as in the browser. With the database out of
 * reach the cookie still goes (the token lapses by itself within GRANT_MINUTES).
 */
export async function leave(kind: AccessSubject): Promise<void> {
  const { cookie, path } = SELF_SERVICE[kind];
  const jar = await cookies();
  try {
    await endAccess(await getDb(), jar.get(cookie)?.value);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ page: path, err: safeError(error) }, 'access not ended on the server');
  }
  jar.delete({ name: cookie, path });
}
