import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type Redis } from '../test-support/engines.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

/** The rate-limit storage on a real Redis, as two servers share it. */

let redis: Redis;
const clients: Array<ReturnType<typeof createClient>> = [];

beforeAll(async () => {
  redis = await startRedis();
}, 30_000);

afterAll(async () => {
  for (const client of clients) client.destroy();
  await redis.stop();
});

async function storage(): Promise<RedisThrottlerStorage> {
  const client = createClient({
    url: redis.url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: 100 },
  });
  client.on('error', () => undefined);
  await client.connect();
  clients.push(client);
  return new RedisThrottlerStorage(client);
}

describe('rate limits kept in Redis', () => {
  it('counts one client across two servers and blocks the hit over the limit', async () => {
    const [one, two] = [await storage(), await storage()];
    const hits = [];
    for (let i = 0; i < 4; i++)
      hits.push(await (i % 2 ? two : one).increment('lookup:10.0.0.1', 60_000, 3, 0, 'lookup'));
    expect(hits.map((hit) => [hit.totalHits, hit.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(hits[0]?.timeToExpire).toBe(60);
    expect(hits[3]?.timeToBlockExpire).toBe(60);
    // Still blocked on the other server, and another client is untouched.
    expect((await one.increment('lookup:10.0.0.1', 60_000, 3, 0, 'lookup')).isBlocked).toBe(true);
    expect(await two.increment('lookup:10.0.0.2', 60_000, 3, 0, 'lookup')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });

  it('starts a fresh window when the block ends', async () => {
    const one = await storage();
    for (let i = 0; i < 2; i++) await one.increment('score:a', 300, 1, 300, 'score');
    expect((await one.increment('score:a', 300, 1, 300, 'score')).isBlocked).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await one.increment('score:a', 300, 1, 300, 'score')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });

  it('keeps counting in this server alone while Redis is down, and shares again once it is back', async () => {
    const one = await storage();
    await redis.kill();
    const during = [];
    for (let i = 0; i < 3; i++) during.push(await one.increment('join:b', 60_000, 2, 0, 'join'));
    expect(during.map((hit) => hit.isBlocked)).toEqual([false, false, true]);
    await redis.start();
    const client = clients[clients.length - 1];
    for (let i = 0; i < 100 && !client?.isReady; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await one.increment('join:c', 60_000, 2, 0, 'join')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
    expect(await (await storage()).increment('join:c', 60_000, 2, 0, 'join')).toMatchObject({ totalHits: 2 });
  }, 20_000);
});
