import { INVALID_REQUEST, InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { PUBLIC_CACHE, withErrors } from '@/lib/api/handler';
import { isNameOrSlug } from '@/lib/validation/name-or-slug';
import { isSlug } from '@/lib/validation/slug';

/**
 * A record the content API answers for: its name in messages, its cached read and what the path
 * names it by. The spec's {departmentName} and {subDepartmentName} take the record's name or its
 * slug (`read` looks the name up: lib/validation/name-or-slug.ts); {dname} and {tname} the slug.
 */
export type RecordKind<T> = {
  name: 'department' | 'treatment';
  namedBy: 'slug' | 'name or slug';
  read: (key: string) => Promise<T | null>;
};

/** What a malformed path value is told, by the parameter's name. */
export const recordParamMessage = (param: string, kind: RecordKind<unknown>) =>
  `${param} must be a ${kind.name} ${kind.namedBy}`;

/**
 * GET /api/.../{param}: one record named in `param`, answered in `answer`'s shape. A malformed
 * value is a 400 naming the parameter, an unknown one a 404; `answer` may throw a NotFoundError
 * of its own (a record without the part asked for).
 */
export function recordRoute<P extends string, T>(
  param: P,
  kind: RecordKind<T>,
  answer: (record: T) => unknown,
) {
  const wellFormed = kind.namedBy === 'slug' ? isSlug : isNameOrSlug;
  return withErrors(
    async (_request: Request, { params }: { params: Promise<Record<P, string>> }) => {
      const key = (await params)[param];
      if (!wellFormed(key)) {
        throw new InvalidInputError({ [param]: recordParamMessage(param, kind) }, INVALID_REQUEST);
      }
      const record = await kind.read(key);
      if (!record)
        throw new NotFoundError(`${kind.name[0].toUpperCase()}${kind.name.slice(1)} not found`);
      return Response.json(await answer(record), { headers: PUBLIC_CACHE });
    },
  );
}
