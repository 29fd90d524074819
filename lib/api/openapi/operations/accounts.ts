/** Patient accounts (issue 46): the signed-in header's question. */
import { object } from 'yup';
import { flag, text } from '../answer-fields';
import { jsonAnswer, shared } from '../answers';
import type { Operation } from '../operation';

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
];
