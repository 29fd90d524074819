/** Types for server-actions.mjs (the code lives there, in plain JavaScript). */
import type { IncomingHttpHeaders } from 'node:http';

export declare const ACTION_PAGE_PATHS: readonly string[];
export declare const STAFF_SESSION_COOKIE: string;
export declare function actionBodyLimit(pathname: string, headers: IncomingHttpHeaders): number;
export declare function refuseServerActionEarly(
  method: string,
  pathname: string,
  headers: IncomingHttpHeaders,
): { status: 403 | 405 | 411 | 413; body: { message: string; code: string } } | null;
