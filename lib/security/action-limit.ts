import 'server-only';
import { errorResponse } from '@/lib/api/handler';
import { refuseOverLimit } from './request-limit';

/**
 * The POST limit of the server actions, for the middleware: every page with actions is among its
 * paths (lib/api/server-actions.mjs sends a POST anywhere else away), and it runs before Next
 * decodes the action, whose body scripts/start.mjs has already held to a few kB. The answer is
 * the API's: 429 `rate_limited` in the one error shape, with Retry-After; null when the client
 * still has budget (a GET costs nothing).
 */
export async function refuseActionOverLimit(request: Request): Promise<Response | null> {
  try {
    await refuseOverLimit(request);
    return null;
  } catch (error) {
    return errorResponse(error, request);
  }
}
