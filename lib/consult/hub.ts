import 'server-only';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import {
  closeClient,
  connectRedis,
  oncePerMinute,
  readyClient,
  type RedisClient,
} from '@/lib/redis/client.mjs';
import type { ConsultSide } from './access';

/**
 * The signalling hub of the consultation rooms (issue 47): each room is a channel, each open
 * event stream a listener. A message posted on one instance reaches the streams of every instance
 * through Redis pub/sub when REDIS_URL is set (one pattern subscription per process); without
 * Redis, or while it cannot be reached, the instance delivers to its own streams only, which is
 * all a single instance needs. Nothing is stored here: chat and the room's facts are in the
 * database, offers and candidates only pass through.
 */

export const SIGNAL_KINDS = [
  'description',
  'candidates',
  'chat',
  'file',
  'presence',
  'end',
  'phone',
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export type Signal = {
  room: number;
  from: ConsultSide;
  kind: SignalKind;
  data: unknown;
};

type Listener = (signal: Signal) => void;

const CHANNEL_PREFIX = 'consult:';
const listeners = new Map<number, Set<Listener>>();

function deliver(signal: Signal): void {
  for (const listener of listeners.get(signal.room) ?? []) {
    try {
      listener(signal);
    } catch (error) {
      logger.warn({ err: safeError(error) }, 'consult: a listener failed');
    }
  }
}

const logRedisError = oncePerMinute((error: unknown) =>
  logger.warn({ err: safeError(error) }, 'consult signalling: Redis unreachable'),
);

let publisher: RedisClient | undefined;
let subscriber: RedisClient | undefined;
/** The pattern subscription, once asked for (the client renews it itself after a reconnect). */
let listening: Promise<boolean> | undefined;

function listen(sub: RedisClient): Promise<boolean> {
  if (listening) return listening;
  listening = sub
    .pSubscribe(`${CHANNEL_PREFIX}*`, (message) => {
      try {
        deliver(JSON.parse(message) as Signal);
      } catch (error) {
        logger.warn({ err: safeError(error) }, 'consult: unreadable signal');
      }
    })
    .then(() => true)
    .catch((error) => {
      listening = undefined;
      logRedisError(error);
      return false;
    });
  return listening;
}

function redisClients(): { pub: RedisClient; sub: RedisClient } | null {
  if (!env.redisUrl) return null;
  publisher ??= connectRedis(env.redisUrl, { onError: logRedisError });
  if (!subscriber) {
    const sub = connectRedis(env.redisUrl, { onError: logRedisError });
    subscriber = sub;
    sub.on('ready', () => void listen(sub));
  }
  return { pub: publisher, sub: subscriber };
}

/**
 * Sends `signal` to every stream of its room, on every instance. Through Redis when both clients
 * are ready (the subscription brings it back to this instance's streams too), else locally.
 */
export async function publish(signal: Signal): Promise<void> {
  const clients = redisClients();
  if (clients) {
    const [pub, sub] = await Promise.all([readyClient(clients.pub), readyClient(clients.sub)]);
    if (pub && sub && (await listen(sub))) {
      try {
        await pub.publish(`${CHANNEL_PREFIX}${signal.room}`, JSON.stringify(signal));
        return;
      } catch (error) {
        logRedisError(error);
      }
    }
  }
  deliver(signal);
}

/** Listens to room `room` until the returned function is called. */
export function subscribe(room: number, listener: Listener): () => void {
  redisClients();
  let set = listeners.get(room);
  if (!set) listeners.set(room, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(room);
  };
}

/** For tests and a stopping server: closes the Redis clients. */
export async function closeHub(): Promise<void> {
  const clients = [publisher, subscriber];
  publisher = subscriber = listening = undefined;
  await Promise.all(clients.map((c) => closeClient(c)));
}
