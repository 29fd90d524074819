/**
 * The original of an error that crossed a `'use cache'` boundary. Next runs a cached function as
 * a React Server Components render of its own and hands its caller the result through the RSC
 * wire format, where a production build keeps only an error's `digest`: the caller (a route
 * handler, a page) gets `Error('An error occurred in the Server Components render...')` with no
 * code and no cause. Next keeps the original in the request's work store under that digest, to
 * log it and to pass it to `onRequestError`; this reads it from there, the one place the
 * project reaches into Next's internals for it (e2e/database-faults.spec.ts asks a production
 * build's cached reads with the database down, and fails if this stops working).
 */
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';

type WorkStoreWithErrors = { reactServerErrorsByDigest?: Map<string, unknown> };

export function originalOfServerError(error: object): unknown {
  const { digest } = error as { digest?: unknown };
  if (typeof digest !== 'string') return undefined;
  const store = workAsyncStorage.getStore() as WorkStoreWithErrors | undefined;
  const original = store?.reactServerErrorsByDigest?.get(digest);
  return original === error ? undefined : original;
}
