import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminBackupAnswer, AdminBackupListAnswer } from '../../shared/backups/types.js';
import { Callers } from '../auth/caller.js';
import { adminSummary, BackupsService } from '../backups/backups.service.js';
import { notFound } from '../http/api-error.js';
import { BackupIdPipe } from '../http/params.js';
import { RateLimit } from '../http/rate-limits.js';
import { AdminBackupListQuery } from './backup-list.dto.js';

/** The backup debugger screen (/admin/backups): every backup, for the admin account only. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/backups')
@Callers('admin')
export class AdminController {
  constructor(private readonly backups: BackupsService) {}

  @Get()
  @RateLimit('lookup')
  @ApiOperation({ summary: 'List every backup, newest first, with its owner' })
  async list(@Query() query: AdminBackupListQuery): Promise<AdminBackupListAnswer> {
    const search = query.q !== undefined && query.q.trim() !== '' ? query.q.trim() : undefined;
    return { success: true, ...(await this.backups.listAll(query.limit, query.offset, search)) };
  }

  @Get(':backupId')
  @RateLimit('lookup')
  @ApiOperation({ summary: 'Read any backup with its data' })
  async read(@Param('backupId', BackupIdPipe) backupId: string): Promise<AdminBackupAnswer> {
    const found = await this.backups.read(backupId);
    if (!found) throw notFound('Backup not found');
    return { success: true, backup: adminSummary(found.row), data: found.data };
  }
}
