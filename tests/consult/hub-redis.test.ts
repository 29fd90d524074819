/**
 * The room's signals cross instances through Redis pub/sub (issue 47): a signal another instance
 * publishes reaches this instance's streams of that room (and no other room's), and one published
 * here goes out on the room's channel. Without Redis the hub delivers to its own streams.
 */
import { connectRedis, closeClient, readyClient } from '@/lib/redis/client.mjs';
import type { Signal } from '@/lib/consult/hub';
import { describeWithRedis, testRedisUrl } from '../security/redis-env';

type Hub = typeof import('@/lib/consult/hub');

async function loadHub(redisUrl: string | undefined): Promise<Hub> {
  let hub: Hub | undefined;
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  jest.isolateModules(() => {
    hub = jest.requireActual<Hub>('@/lib/consult/hub');
  });
  return hub!;
}

const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

afterAll(() => {
  delete process.env.REDIS_URL;
});

describe('the hub without Redis', () => {
  it('delivers a room’s signals to that room’s listeners only', async () => {
    const hub = await loadHub(undefined);
    const seen: Signal[] = [];
    const elsewhere: Signal[] = [];
    const stop = hub.subscribe(1, (s) => seen.push(s));
    hub.subscribe(2, (s) => elsewhere.push(s));
    await hub.publish({ room: 1, from: 'doctor', kind: 'presence', data: { state: 'here' } });
    stop();
    await hub.publish({ room: 1, from: 'doctor', kind: 'end', data: null });
    expect(seen.map((s) => s.kind)).toEqual(['presence']);
    expect(elsewhere).toEqual([]);
  });
});

describeWithRedis('the hub through Redis', () => {
  it('hears another instance and is heard by it', async () => {
    const hub = await loadHub(testRedisUrl);
    const room = 900_000 + Math.floor(Math.random() * 99_999);
    // "Another instance": a plain client on the same Redis.
    const other = (await readyClient(connectRedis(testRedisUrl!)))!;
    const otherSub = (await readyClient(connectRedis(testRedisUrl!)))!;
    const heardThere: Signal[] = [];
    await otherSub.subscribe(`consult:${room}`, (message) => heardThere.push(JSON.parse(message)));
    try {
      const heardHere: Signal[] = [];
      hub.subscribe(room, (s) => heardHere.push(s));
      const heardElsewhere: Signal[] = [];
      hub.subscribe(room + 1, (s) => heardElsewhere.push(s));
      // The hub's subscription is made as its client connects: publish through the hub first.
      await hub.publish({ room, from: 'patient', kind: 'presence', data: { state: 'joined' } });
      expect(await waitFor(() => heardThere.length === 1)).toBe(true);
      expect(heardThere[0]).toMatchObject({ room, from: 'patient', kind: 'presence' });

      const offer: Signal = { room, from: 'doctor', kind: 'description', data: { type: 'offer' } };
      await other.publish(`consult:${room}`, JSON.stringify(offer));
      expect(await waitFor(() => heardHere.some((s) => s.kind === 'description'))).toBe(true);
      expect(heardHere.find((s) => s.kind === 'description')).toEqual(offer);
      expect(heardElsewhere).toEqual([]);
    } finally {
      await closeClient(other);
      await closeClient(otherSub);
      await hub.closeHub();
    }
  });
});
