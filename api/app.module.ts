import { Module, type DynamicModule } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CLOCK, type Clock } from './clock.js';
import type { ServerConfig } from './config.js';
import { SERVER_CONFIG } from './config.js';
import { databaseOptions } from './database/database-options.js';
import { DatabaseWrites } from './database/database-writes.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BackupsModule } from './backups/backups.module.js';
import { HealthModule } from './health/health.module.js';
import { throttlerOptions } from './http/rate-limits.js';
import { LiveShootsModule } from './live-shoots/live-shoots.module.js';

/** The whole server: one module per feature, all configured from one ServerConfig. */
@Module({})
export class AppModule {
  static forRoot(config: ServerConfig, clock: Clock): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({ ...databaseOptions(config, []), autoLoadEntities: true }),
        ThrottlerModule.forRoot(throttlerOptions(config)),
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
