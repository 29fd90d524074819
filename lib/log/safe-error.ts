/**
 * The facts of an error that carry no personal data: its class, its SQLSTATE or errno code, the
 * constraint or routine, and the stack frames without their message line. A failed query's
 * message (and Drizzle's wrapper) carries the query's parameters, and a PostgreSQL error's
 * `detail` quotes the conflicting values, so neither is ever logged. Free of imports, so the
 * database module can use it before the environment is read.
 */
type ErrorFacts = {
  type: string;
  code?: string;
  constraint?: string;
  routine?: string;
  frames?: string[];
  cause?: ErrorFacts;
};

const MAX_DEPTH = 4;

function stackFrames(stack: unknown): string[] | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .map((line) => line.trim());
  return frames.length > 0 ? frames : undefined;
}

function word(value: unknown): string | undefined {
  // Codes and constraint names are identifiers; anything else might be data.
  return typeof value === 'string' && /^[\w.:-]{1,80}$/.test(value) ? value : undefined;
}

export function safeError(error: unknown, depth = 0): ErrorFacts {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { type: typeof error };
  }
  const e = error as Error & Record<string, unknown>;
  const facts: ErrorFacts = {
    type: word(e.name) ?? word(e.constructor?.name) ?? 'Error',
    code: word(e.code),
    constraint: word(e.constraint),
    routine: word(e.routine),
    frames: stackFrames(e.stack),
  };
  if (e.cause !== undefined && depth < MAX_DEPTH) facts.cause = safeError(e.cause, depth + 1);
  return facts;
}
