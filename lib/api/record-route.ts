import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { isSlug } from '@/lib/validation/slug';

/** A record the content API answers for: its name in messages and its cached read by slug. */
export type RecordKind<T> = {
  name: 'department' | 'treatment';
  read: (slug: string) => Promise<T | null>;
};

/**
 * GET /api/.../{param}: one record named by the slug in `param`, answered in `answer`'s shape.
 * A malformed slug is a 400 naming the parameter, an unknown one a 404; `answer` may throw a
 * NotFoundError of its own (a record without the part asked for).
 */
export function recordRoute<P extends string, T>(
  param: P,
  kind: RecordKind<T>,
  answer: (record: T, slug: string) => unknown,
) {
  return withErrors(
    async (_request: Request, { params }: { params: Promise<Record<P, string>> }) => {
      const slug = (await params)[param];
      if (!isSlug(slug)) {
        throw new InvalidInputError(
          { [param]: `${param} must be a ${kind.name} slug` },
          INVALID_REQUEST,
        );
      }
      const record = await kind.read(slug);
      if (!record)
        throw new NotFoundError(`${kind.name[0].toUpperCase()}${kind.name.slice(1)} not found`);
      return Response.json(await answer(record, slug), { headers: PUBLIC_CACHE });
    },
  );
}
