/** See redis-cache-store.mjs. */
export declare function expireTags(tags: string[], durations?: { expire?: number }): Promise<void>;
export declare function closeRedis(): Promise<void>;
