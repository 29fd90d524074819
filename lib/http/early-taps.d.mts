/** Types for early-taps.mjs (the code lives there, in plain JavaScript). */

/** What the page keeps at `self[EARLY_TAPS]`: whether a tap of `key` waits, forgotten once asked. */
export type EarlyTaps = { take(key: string): boolean };

export declare function captureEarlyTaps(name: string, attribute: string): void;
export declare const EARLY_TAPS: '__earlyTaps';
export declare const REPLAY_ATTRIBUTE: 'data-replay';
export declare function earlyTapsSource(): string;
