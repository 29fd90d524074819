/** The patient account's calls (issue 46): the privacy centre's downloads. */
import { errorAnswer, READ_FAILURES } from '../answers';
import type { Operation } from '../operation';

const TAG = 'Patient accounts';

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
  exportOperation('json', 'application/json; charset=utf-8', 'as JSON'),
  exportOperation('pdf', 'application/pdf', 'as a readable PDF'),
];
