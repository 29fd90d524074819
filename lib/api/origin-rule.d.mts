/** Types for origin-rule.mjs (the code lives there, in plain JavaScript). */
import type { IncomingHttpHeaders } from 'node:http';

export declare function firstValue(header: string | string[] | null | undefined): string | null;
export declare function originHost(origin: string | null | undefined): string | null;
export declare function isForeignOrigin(
  origin: string | null | undefined,
  ownHosts: ReadonlySet<string>,
): boolean;
export declare function isCrossSiteAction(headers: IncomingHttpHeaders): boolean;
