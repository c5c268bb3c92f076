import { Controller, Get, Param, ParseIntPipe, Query, DefaultValuePipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AdminBackupAnswer, AdminBackupListAnswer } from '../../shared/backups/types.js';
import { Callers } from '../auth/caller.js';
import { adminSummary, BackupsService } from '../backups/backups.service.js';
import { badRequest, notFound } from '../http/api-error.js';
import { BackupIdPipe } from '../http/params.js';
import { RateLimit } from '../http/rate-limits.js';

/** The backup debugger screen (/admin/backups): every backup, for the admin account only. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/backups')
@Callers('admin')
export class AdminController {
  constructor(private readonly backups: BackupsService) {}

  @Get()
  @RateLimit('lookup')
  @ApiQuery({ name: 'limit', required: false, description: '1 to 200, default 50' })
  @ApiQuery({ name: 'offset', required: false, description: 'default 0' })
  @ApiQuery({
    name: 'q',
    required: false,
    description: 'part of a user name, or a whole recovery code or device id',
  })
  @ApiOperation({ summary: 'List every backup, newest first, with its owner' })
  async list(
    @Query('limit', new DefaultValuePipe(50), ParseIntPipe) limit: number,
    @Query('offset', new DefaultValuePipe(0), ParseIntPipe) offset: number,
    @Query('q') query: unknown,
  ): Promise<AdminBackupListAnswer> {
    if (limit < 1 || limit > 200) throw badRequest('limit must be from 1 to 200');
    if (offset < 0) throw badRequest('offset must be 0 or more');
    if (query !== undefined && (typeof query !== 'string' || query.length > 200)) {
      throw badRequest('q must be text of at most 200 characters');
    }
    const search = typeof query === 'string' && query.trim() !== '' ? query.trim() : undefined;
    return { success: true, ...(await this.backups.listAll(limit, offset, search)) };
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
