/** Types for scripts-after-paint.mjs (the code lives there, in plain JavaScript). */
import type { ServerResponse } from 'node:http';

export declare const QUEUE_NAME: '__afterPaint';
export declare function createScriptRewriter(): {
  push(bytes: Buffer): Buffer;
  end(): Buffer;
};
export declare function holdScriptsUntilPaint(res: ServerResponse): void;
