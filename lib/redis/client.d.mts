/** Types for client.mjs (the code lives there, in plain JavaScript). */
import type { RedisClientOptions } from '@redis/client';
import { createClient } from '@redis/client';

export { createClient };

export type RedisClient = ReturnType<typeof createClient>;
export type ConnectOptions = Pick<RedisClientOptions, 'commandOptions' | 'pingInterval'> & {
  onError?: (error: unknown) => void;
};

export declare const FIRST_ATTEMPT_MS: number;
export declare function connectRedis(url: string, options?: ConnectOptions): RedisClient;
export declare function firstAttempt(client: RedisClient): Promise<void> | undefined;
export declare function readyClient(client: RedisClient): Promise<RedisClient | null>;
export declare function closeClient(client: RedisClient | undefined): Promise<void>;
export declare function oncePerMinute<A extends unknown[]>(
  log: (...args: A) => void,
): (...args: A) => void;
