/**
 * What an uploaded PDF may not hold once qpdf has rewritten it (lib/uploads/pdf-content.ts), read
 * from qpdf's JSON of the document's objects (version 2: names as "/Name", references as
 * "3 0 R", strings as "u:…"). The rewrite already leaves the old catalog behind (its /OpenAction,
 * name trees of scripts and attached files, forms) and flattens annotations that have an
 * appearance; what can survive it sits on the pages: a page's /AA, a link whose action runs a
 * script or a program, an attachment annotation. Any of them refuses the file.
 */

/** Keys whose presence is enough: scripts, automatic actions, forms, attached files. */
const FORBIDDEN_KEYS = new Set([
  '/JS',
  '/JavaScript',
  '/AA',
  '/OpenAction',
  '/AcroForm',
  '/XFA',
  '/EmbeddedFiles',
  '/EF',
  '/RichMediaContent',
]);

/** Actions (an action's /S) that run code, start programs, send data or open other files. */
const FORBIDDEN_ACTIONS = new Set([
  '/JavaScript',
  '/Launch',
  '/SubmitForm',
  '/ImportData',
  '/ResetForm',
  '/GoToR',
  '/GoToE',
  '/Rendition',
  '/RichMediaExecute',
  '/Movie',
  '/Sound',
]);

/** Objects (/Type or /Subtype) that are forms, attached files or players. */
const FORBIDDEN_TYPES = new Set([
  '/EmbeddedFile',
  '/Filespec',
  '/FileAttachment',
  '/Widget',
  '/RichMedia',
  '/Screen',
  '/Movie',
  '/Sound',
  '/3D',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The forbidden things found in the JSON's objects (names only), none for a clean document. */
export function activeContentIn(objects: Record<string, Json>): string[] {
  const found = new Set<string>();
  const pending: Json[] = Object.values(objects);
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (FORBIDDEN_KEYS.has(key)) found.add(key);
        if (key === '/S' && typeof inner === 'string' && FORBIDDEN_ACTIONS.has(inner)) {
          found.add(`/S ${inner}`);
        }
        if (
          (key === '/Type' || key === '/Subtype') &&
          typeof inner === 'string' &&
          FORBIDDEN_TYPES.has(inner)
        ) {
          found.add(`${key} ${inner}`);
        }
        pending.push(inner);
      }
    }
  }
  return [...found].sort();
}

/** How many page objects the document has. */
export function pageCountOf(objects: Record<string, Json>): number {
  let pages = 0;
  for (const entry of Object.values(objects)) {
    const value = entry && typeof entry === 'object' && !Array.isArray(entry) ? entry.value : null;
    if (value && typeof value === 'object' && !Array.isArray(value) && value['/Type'] === '/Page') {
      pages += 1;
    }
  }
  return pages;
}

/** The objects of qpdf's `--json=2 --json-key=qpdf` output, or null when it is not that. */
export function objectsOfQpdfJson(text: string): Record<string, Json> | null {
  try {
    const parsed = JSON.parse(text) as { qpdf?: unknown };
    const objects = Array.isArray(parsed.qpdf) ? (parsed.qpdf[1] as unknown) : null;
    return objects && typeof objects === 'object' && !Array.isArray(objects)
      ? (objects as Record<string, Json>)
      : null;
  } catch {
    return null;
  }
}
