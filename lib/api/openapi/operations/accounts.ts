/** Patient accounts (issue 46): the signed-in header's question and the forms' profile. */
import { object } from 'yup';
import { accountProfileAnswerSchema } from '@/lib/accounts/api-contract';
import { flag, text } from '../answer-fields';
import { jsonAnswer, shared } from '../answers';
import type { Operation } from '../operation';
import { read } from './reads';

const TAG = 'Patient accounts';

export const signedOutAnswerSchema = object({ signedIn: flag().oneOf([false]) });
export const signedInAnswerSchema = object({
  signedIn: flag().oneOf([true]),
  name: text().meta({ description: "The account holder's name" }),
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
];
