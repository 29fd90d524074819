/** See counts.mjs. */
export type Labels = Record<string, string>;
export declare function addCount(name: string, labels: Labels, by?: number): void;
export declare function readCounts(name: string): { name: string; labels: Labels; value: number }[];
export declare function countCacheRead(layer: string, hit: boolean): void;
export declare const PAGE_SECONDS_BUCKETS: number[];
export declare function countPageAnswer(route: string, status: number, seconds: number): void;
