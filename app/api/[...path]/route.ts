// Any /api path no route serves – 404 in the API's one error shape, whatever the method, so a
// client never meets Next's HTML not-found page under /api.
import { withErrors } from '@/lib/api/handler';
import { NotFoundError } from '@/lib/api/errors';

const notFound = withErrors(async (): Promise<Response> => {
  throw new NotFoundError('No such API endpoint');
});

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
