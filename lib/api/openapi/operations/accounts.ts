/** The patient account calls (issue 46): personal, per request, never cached. */
import { accountProfileAnswerSchema } from '@/lib/accounts/api-contract';
import type { Operation } from '../operation';
import { read } from './reads';

const TAG = 'Patient accounts';

export const ACCOUNT_OPERATIONS: Operation[] = [
  read(
    TAG,
    '/api/account/profile',
    'getAccountProfile',
    "The signed-in patient's people and saved addresses, for 'For whom' on the forms",
    accountProfileAnswerSchema,
    {
      caching: 'no-store',
      description:
        'Read from the `patient_session` cookie. The people (holder first) and their ids, which a payment order may name as `patient_id`; `account` is null without a live session.',
    },
  ),
];
