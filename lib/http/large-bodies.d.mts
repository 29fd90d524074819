/** Types for large-bodies.mjs (the code lives there, in plain JavaScript). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const LARGE_BODY_BYTES: number;
export declare const MAX_LARGE_BODIES: number;
export declare const LARGE_BODY_RETRY_SECONDS: number;
export declare function admitLargeBody(req: IncomingMessage, res: ServerResponse): boolean;
export declare function largeBodiesReading(): number;
