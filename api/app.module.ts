import { Module, type DynamicModule } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CLOCK, type Clock } from './clock.js';
import type { ServerConfig } from './config.js';
import { SERVER_CONFIG } from './config.js';
import { databaseOptions, initialiseDataSource } from './database/database-options.js';
import { DatabaseWrites } from './database/database-writes.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BackupsModule } from './backups/backups.module.js';
import { HealthModule } from './health/health.module.js';
import { throttlerOptions } from './http/rate-limits.js';
import { RedisThrottlerStorage } from './http/redis-throttler-storage.js';
import { RedisClients } from './redis/redis-clients.js';
import { RedisModule } from './redis/redis.module.js';
import { LiveShootsModule } from './live-shoots/live-shoots.module.js';

/** The whole server: one module per feature, all configured from one ServerConfig. */
@Module({})
export class AppModule {
  static forRoot(config: ServerConfig, clock: Clock): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...databaseOptions(config, []), autoLoadEntities: true }),
          // PostgreSQL: several servers may start together, and only one may run the migrations.
          dataSourceFactory: async (options) => initialiseDataSource(options!),
        }),
        RedisModule,
        ThrottlerModule.forRootAsync({
          inject: [RedisClients],
          useFactory: (redis: RedisClients) => ({
            ...throttlerOptions(config),
            ...(redis.commands ? { storage: new RedisThrottlerStorage(redis.commands) } : {}),
          }),
        }),
        HealthModule,
        LiveShootsModule,
        AuthModule,
        BackupsModule,
        AdminModule,
      ],
      providers: [
        { provide: SERVER_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        DatabaseWrites,
      ],
      exports: [SERVER_CONFIG, CLOCK, DatabaseWrites],
    };
  }
}
