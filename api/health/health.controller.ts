import { Controller, Get } from '@nestjs/common';

/** Liveness answers. The PWA's backup service only looks at the ok status of /api/backups/health. */
@Controller()
export class HealthController {
  @Get('health')
  health() {
    return { status: 'ok' };
  }

  @Get('backups/health')
  backupsHealth() {
    return { status: 'ok' };
  }
}
