/**
 * A closed list's labels and guard, built from the list itself (the lists are the schema's, in
 * lib/db/schema/constants.ts): each domain states only the labels that are not the name in words.
 */

/** A name of a closed list in words: 'report_ready' is 'Report ready'. */
function nameInWords(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of each name of `list`: its own from `own`, else the name in words. */
export function labelsOf<T extends string>(
  list: readonly T[],
  own: Partial<Record<T, string>> = {},
): Record<T, string> {
  const labels = list.map((name) => [name, own[name] ?? nameInWords(name)]);
  return Object.fromEntries(labels) as Record<T, string>;
}

/** The guard of `list`: whether a value (from a form, a query string, a row) is one of it. */
export function oneOfGuard<T extends string>(list: readonly T[]): (value: unknown) => value is T {
  return (value): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);
}
