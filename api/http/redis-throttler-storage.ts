import { Logger } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { RedisClient } from '../redis/redis-clients.js';

/**
 * One atomic step per request. KEYS: hit counter, block marker. ARGV: window ms, limit, block ms.
 * While blocked nothing is counted; going over the limit starts a block and a fresh window after it,
 * as the throttler's own in-memory storage does. Returns hits, ms left in the window, ms left blocked.
 */
const INCREMENT = `
local blockedFor = redis.call('PTTL', KEYS[2])
if blockedFor > 0 then
  return { tonumber(ARGV[2]) + 1, blockedFor, blockedFor }
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local windowLeft = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  local block = tonumber(ARGV[3])
  if block <= 0 then block = tonumber(ARGV[1]) end
  redis.call('SET', KEYS[2], '1', 'PX', block)
  redis.call('DEL', KEYS[1])
  return { hits, block, block }
end
return { hits, windowLeft, 0 }
`;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const PREFIX = 'archery:throttle:';

/**
 * Rate limits kept in Redis, so N servers allow a client its limit once and not N times. If Redis is
 * unreachable the request is counted by this process alone (the throttler's in-memory storage) rather
 * than refused or let through uncounted.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');
  private readonly fallback = new ThrottlerStorageService();
  private warned = false;

  constructor(private readonly redis: RedisClient) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    try {
      const reply = (await this.redis.eval(INCREMENT, {
        keys: [`${PREFIX}${throttlerName}:${key}`, `${PREFIX}${throttlerName}:${key}:blocked`],
        arguments: [String(ttl), String(limit), String(blockDuration)],
      })) as [number, number, number];
      this.warned = false;
      const [totalHits, windowLeftMs, blockLeftMs] = reply;
      return {
        totalHits,
        timeToExpire: Math.ceil(windowLeftMs / 1000),
        isBlocked: blockLeftMs > 0,
        timeToBlockExpire: Math.ceil(blockLeftMs / 1000),
      };
    } catch (error) {
      if (!this.warned)
        this.logger.warn(`Rate limits counted per server while Redis is down: ${String(error)}`);
      this.warned = true;
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }
}
