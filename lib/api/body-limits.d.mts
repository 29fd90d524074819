/** Types for body-limits.mjs (the code lives there, in plain JavaScript). */
import type { IncomingHttpHeaders } from 'node:http';

export declare const JSON_BODY_LIMIT: number;
export declare const WEBHOOK_BODY_LIMIT: number;
export declare const VITALS_BODY_LIMIT: number;
export declare const RESUME_MAX_BYTES: number;
export declare const MULTIPART_LIMIT: number;
export declare const PRESCRIPTION_MAX_BYTES: number;
export declare const PRESCRIPTION_UPLOAD_LIMIT: number;
export declare const LAB_REPORT_MAX_BYTES: number;
export declare const SERVER_ACTION_BODY_LIMIT: number;
export declare const STAFF_ACTION_BODY_LIMIT: number;
export declare const PUBLIC_ACTION_BODY_LIMIT: number;
export declare const CONSULT_SIGNAL_BODY_LIMIT: number;
export declare function bodyLimitFor(pathname: string): number;
export declare function refuseBodyEarly(
  method: string,
  pathname: string,
  headers: IncomingHttpHeaders,
): { status: 411 | 413; body: { message: string; code: string } } | null;
