/** Types for scripts-after-paint.mjs (the code lives there, in plain JavaScript). */
import type { ServerResponse } from 'node:http';

export declare const QUEUE_NAME: '__afterPaint';
export declare function createScriptRewriter(): {
  /** A whole page as one string, before any push: its pieces in order, and its growth in bytes. */
  whole(text: string): { parts: string[]; grew: number };
  push(bytes: Buffer): Buffer;
  end(): Buffer;
};
export declare function holdScriptsUntilPaint(res: ServerResponse): void;
