/**
 * The patient account calls (issue 46): personal, per request, never cached: who is signed in, the
 * forms' people and addresses, and the privacy centre's downloads.
 */
import { object } from 'yup';
import { accountProfileAnswerSchema } from '@/lib/accounts/api-contract';
import { flag, text } from '../answer-fields';
import { errorAnswer, jsonAnswer, READ_FAILURES, shared } from '../answers';
import type { Operation } from '../operation';
import { read } from './reads';

const TAG = 'Patient accounts';

export const signedOutAnswerSchema = object({ signedIn: flag().oneOf([false]) });
export const signedInAnswerSchema = object({
  signedIn: flag().oneOf([true]),
  name: text().meta({ description: "The account holder's name" }),
});

/** What a personal download answers: private, never stored. */
const PRIVATE_NO_STORE = {
  description: 'Personal data: never stored by a browser or a shared cache',
  required: true,
  schema: { type: 'string', const: 'private, no-store' },
} as const;

const exportOperation = (format: 'json' | 'pdf', contentType: string, what: string): Operation => ({
  method: 'get',
  path: `/api/account/export.${format}`,
  operationId: `exportAccount${format.toUpperCase()}`,
  tag: TAG,
  summary: `Everything held about the signed-in account and its family, ${what}`,
  description:
    "The privacy centre's export (DPDP Act 2023 s.11): the account, family members, addresses, consent ledger, appointments, pharmacy and lab orders with their items, invoice numbers, report and prescription metadata, the privacy requests and what an erasure would keep. Only the account of the session cookie `patient_session`; each download is recorded as a privacy request. `Content-Disposition: attachment`, named by the date only.",
  responses: {
    200: {
      description: `The export, ${what}`,
      content: { [contentType]: null },
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="saithunga-my-data-yyyy-mm-dd…"',
          schema: { type: 'string', pattern: '^attachment; ' },
        },
        'Cache-Control': PRIVATE_NO_STORE,
      },
    },
    401: errorAnswer('`unauthenticated`: no signed-in patient in this browser.'),
    404: errorAnswer('`not_found`: the account of the session no longer exists.'),
    ...READ_FAILURES,
  },
});

export const ACCOUNT_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/account/me',
    operationId: 'getSignedInAccount',
    tag: TAG,
    summary: 'Whether this browser is signed in to a patient account, and as whom',
    description:
      "Read from the httpOnly session cookie. The site's header asks it only when the `signed_in` hint cookie is set, so public pages stay cached and guests send nothing.",
    responses: {
      200: jsonAnswer('Signed in or not', [signedInAnswerSchema, signedOutAnswerSchema], 'private'),
      503: shared('DatabaseUnavailable'),
    },
  },
  read(
    TAG,
    '/api/account/profile',
    'getAccountProfile',
    "The signed-in patient's people and saved addresses, for 'For whom' on the forms",
    accountProfileAnswerSchema,
    {
      caching: 'private',
      description:
        'Read from the httpOnly session cookie; the forms ask it only when the `signed_in` hint cookie is set. The people (holder first) and their ids, which a payment order may name as `patient_id`; `account` is null without a live session.',
    },
  ),
  exportOperation('json', 'application/json; charset=utf-8', 'as JSON'),
  exportOperation('pdf', 'application/pdf', 'as a readable PDF'),
];
