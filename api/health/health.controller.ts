import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { RedisClients, type RedisState } from '../redis/redis-clients.js';

/** How long a database ping may take before the server is reported not ready. */
const DATABASE_PING_MS = 2000;

export interface Readiness {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'down';
  /** 'off' without REDIS_URL. A Redis outage degrades live updates only, so it does not fail readiness. */
  redis: RedisState;
}

/** Liveness answers. The PWA's backup service only looks at the ok status of /api/backups/health. */
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisClients,
  ) {}

  @Get('health')
  health() {
    return { status: 'ok' };
  }

  @Get('backups/health')
  backupsHealth() {
    return { status: 'ok' };
  }

  /** For a load balancer: 503 while this server cannot reach its database, with what it can reach. */
  @Get('health/ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<Readiness> {
    const database = (await this.pingDatabase()) ? 'ok' : 'down';
    if (database === 'down') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: database === 'ok' ? 'ok' : 'unavailable', database, redis: this.redis.state };
  }

  private async pingDatabase(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.dataSource.query('SELECT 1').then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), DATABASE_PING_MS);
        }),
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
