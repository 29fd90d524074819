import 'server-only';
import { NotFoundError } from './errors';
import { withErrors } from './handler';

export const FILE_NOT_FOUND = 'Not found';

/**
 * A GET route that sends a file: `send` answers it, or null when there is nothing to send (404).
 * Every refusal, whether thrown by `send` (401, 403) or the 404, is the API's one error shape
 * (lib/api/errors.ts) with its request id, never cached: for the console's downloads
 * (lib/staff/downloads.ts) and the patient's, whose own guard throws its refusals.
 */
export function downloadRoute<P>(send: (request: Request, params: P) => Promise<Response | null>) {
  return withErrors(async (request: Request, context: { params: Promise<P> }) => {
    const response = await send(request, await context.params);
    if (!response) throw new NotFoundError(FILE_NOT_FOUND);
    return response;
  });
}
