import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ServerConfig } from './config.js';
import { SERVER_CONFIG } from './config.js';
import { databaseOptions } from './database/database-options.js';
import { HealthModule } from './health/health.module.js';

/** The whole server: one module per feature, all configured from one ServerConfig. */
@Module({})
export class AppModule {
  static forRoot(config: ServerConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({ ...databaseOptions(config, []), autoLoadEntities: true }),
        HealthModule,
      ],
      providers: [{ provide: SERVER_CONFIG, useValue: config }],
      exports: [SERVER_CONFIG],
    };
  }
}
