/** Types for database-unavailable.mjs (the code lives there, in plain JavaScript). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const RETRY_AFTER_SECONDS: 30;
export declare const UNAVAILABLE_TEXT: string;
export declare function markDatabaseUnavailable(): void;
export declare function answerDatabaseUnavailable(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => Promise<void>,
): Promise<void>;
