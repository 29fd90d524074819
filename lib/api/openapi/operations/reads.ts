/**
 * The two kinds of read most calls are: a GET of stored content (200, or the database's 503), and
 * a GET of one record named in the path (lib/api/record-route.ts: 400 for a malformed value, 404
 * for an unknown one).
 */
import type { AnySchema } from 'yup';
import type { RecordKind } from '@/lib/api/record-route';
import { errorAnswer, jsonAnswer, READ_FAILURES, type Caching } from '../answers';
import type { Operation } from '../operation';
import { nameOrSlugParameter, slugParameter } from '../params';
import type { TagName } from '../tags';
import { NAME_OR_SLUG_MAX_LENGTH } from '@/lib/validation/name-or-slug';

type ReadOptions = {
  description?: string;
  caching?: Caching;
  /** Statuses besides 200 and the read failures. */
  responses?: Operation['responses'];
  parameters?: Operation['parameters'];
};

export function read(
  tag: TagName,
  path: string,
  operationId: string,
  summary: string,
  answer: AnySchema,
  options: ReadOptions = {},
): Operation {
  const { description, caching = 'public', responses, parameters } = options;
  return {
    method: 'get',
    path,
    operationId,
    tag,
    summary,
    ...(description && { description }),
    ...(parameters && { parameters }),
    responses: {
      200: jsonAnswer(summary, answer, caching),
      ...responses,
      ...READ_FAILURES,
    },
  };
}

const capital = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

/** A recordRoute: the record of `kind` whose slug (or name) is in the `param` segment of `path`. */
export function recordRead(
  tag: TagName,
  path: string,
  param: string,
  kind: RecordKind<unknown>,
  operationId: string,
  summary: string,
  answer: AnySchema,
  options: { description?: string; notFound?: string } = {},
): Operation {
  const byName = kind.namedBy !== 'slug';
  return read(tag, path, operationId, summary, answer, {
    description: options.description,
    parameters: [(byName ? nameOrSlugParameter : slugParameter)(param, kind.name)],
    responses: {
      400: errorAnswer(
        byName
          ? `\`invalid_input\`: \`${param}\` is blank, longer than ${NAME_OR_SLUG_MAX_LENGTH} characters or has control characters; \`errors.${param}\` says so.`
          : `\`invalid_input\`: \`${param}\` is not a slug; \`errors.${param}\` says so.`,
      ),
      404: errorAnswer(
        options.notFound ??
          `\`not_found\`: '${capital(kind.name)} not found', no such ${kind.namedBy}.`,
      ),
    },
  });
}
