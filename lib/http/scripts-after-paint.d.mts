/** Types for scripts-after-paint.mjs (the code lives there, in plain JavaScript). */
import type { ServerResponse } from 'node:http';

export declare const QUEUE_NAME: '__afterPaint';
export declare function createScriptRewriter(): {
  /** A whole page as one string, before any push, rewritten. */
  whole(text: string): string;
  push(bytes: Buffer): Buffer;
  end(): Buffer;
};
/** A page ended with one string, rewritten and encoded, remembered by that string. */
export declare function pageBytes(text: string): Buffer;
export declare function holdScriptsUntilPaint(res: ServerResponse): void;
