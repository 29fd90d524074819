/** Types for policies.mjs (the values themselves live there, in plain JavaScript). */

export type CspOptions = {
  /** Next's dev server needs eval for its error overlay and fast refresh. */
  dev: boolean;
  /** Ask browsers to load every subresource over https (only when the site is served so). */
  https: boolean;
};

export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare function strictCsp(nonce: string, options: CspOptions): string;
export declare function staticCsp(options: CspOptions): string;
export declare const IMAGE_CSP: string;
export declare const STATIC_FILE_PATHS: readonly string[];
export declare const STRICT_CSP_PATHS: readonly string[];
export declare const CACHED_UNDER_STRICT_PATHS: readonly string[];
export declare function isServedFileRoute(pathname: string): boolean;
export declare function staticFileHeaders(): {
  source: string;
  headers: { key: string; value: string }[];
}[];
export declare function pageHeaders(options: CspOptions): {
  source: string;
  headers: { key: string; value: string }[];
};
