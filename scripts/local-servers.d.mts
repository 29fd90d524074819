export declare const REFERENCE_APP_DIR: string;
export declare const START_SCRIPT: string;
export declare const CHROMIUM_FLAGS: string[];
export declare function freePort(wanted?: number): Promise<number>;
export declare function waitFor(url: string, timeoutMs?: number): Promise<void>;
/** Starts the production server for the build in `dir`; the result stops it. */
export declare function startNext(
  dir: string,
  port: number,
  env: Record<string, string>,
): () => void;
export declare function buildReferenceApp(htmlBytes: number): Record<string, string>;
