import { Global, Module } from '@nestjs/common';
import { RedisClients } from './redis-clients.js';

/** The process's Redis connections (none without REDIS_URL), shared by fan-out, rate limits and health. */
@Global()
@Module({ providers: [RedisClients], exports: [RedisClients] })
export class RedisModule {}
