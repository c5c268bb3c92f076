import { Body, Controller, Get, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BACKUP_IDENTIFIER_PATTERN,
  type BackupDownloadAnswer,
  type BackupListAnswer,
  type BackupMetadataListAnswer,
  type BackupSavedAnswer,
} from '../../shared/backups/types.js';
import type { SignedInUser } from '../auth/auth.service.js';
import { Caller, Callers, verified } from '../auth/caller.js';
import { ApiError, forbidden, notFound, unauthorized } from '../http/api-error.js';
import { BackupIdPipe, DeviceIdPipe } from '../http/params.js';
import { RateLimit } from '../http/rate-limits.js';
import { checkBackupRequest, manifestMismatch } from './backup-request.js';
import { BackupsService } from './backups.service.js';
import { FindBackupsQuery } from './find-backups.dto.js';

/** docs/product.md section 7, backups; see docs/api.md for what changed and why. */
@ApiTags('backups')
@Controller('backups')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Post('backup/:deviceId')
  @Callers('anyone')
  @RateLimit('backup')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Store a backup: keyed by the device id, or by the signed-in account when a Bearer token is sent',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['history', 'user'],
          properties: {
            history: { type: 'array', items: { type: 'object' } },
            notes: { type: 'array', items: { type: 'object' } },
            user: { type: 'object' },
            sightMarks: { type: 'array', items: { type: 'object' } },
            preferences: { type: 'object' },
            timestamp: { oneOf: [{ type: 'string' }, { type: 'number' }] },
            deviceId: { type: 'string' },
            manifest: {
              type: 'object',
              description: 'Counts and SHA-256 of the canonical content (docs/completeness.md)',
              properties: {
                version: { type: 'integer' },
                shoots: { type: 'integer' },
                arrows: { type: 'integer' },
                notes: { type: 'integer' },
                sightMarks: { type: 'integer' },
                deletions: { type: 'integer' },
                sha256: { type: 'string' },
              },
            },
            tombstones: {
              type: 'object',
              properties: {
                shoots: { type: 'array', items: { type: 'object' } },
                sightMarks: { type: 'array', items: { type: 'object' } },
              },
            },
          },
        },
        userName: { type: 'string', default: 'anonymous' },
        backupIdentifier: { type: 'string', pattern: BACKUP_IDENTIFIER_PATTERN.source },
      },
    },
  })
  async save(
    @Param('deviceId', DeviceIdPipe) deviceId: string,
    @Body() body: unknown,
    @Caller() caller: Caller,
  ): Promise<BackupSavedAnswer> {
    const sender = verified(caller);
    const checked = checkBackupRequest(body);
    if (!checked.ok) {
      throw new ApiError(HttpStatus.BAD_REQUEST, checked.problems.join('; '), { details: checked.problems });
    }
    const mismatch = await manifestMismatch(checked.request.data);
    if (mismatch !== null) throw new ApiError(HttpStatus.BAD_REQUEST, mismatch, { details: [mismatch] });
    const owner =
      sender.kind === 'signed-in'
        ? { kind: 'user' as const, user: sender.user, deviceId }
        : { kind: 'device' as const, deviceId };
    return { success: true, backup: await this.backups.save(owner, checked.request) };
  }

  @Get('backups/:deviceId')
  @RateLimit('lookup')
  @ApiOperation({ summary: "This device's anonymous backups, newest first" })
  async listForDevice(@Param('deviceId', DeviceIdPipe) deviceId: string): Promise<BackupListAnswer> {
    return { success: true, backups: await this.backups.listForOwner({ kind: 'device', deviceId }) };
  }

  @Get('mine')
  @Callers('signed-in')
  @RateLimit('lookup')
  @ApiBearerAuth()
  @ApiOperation({ summary: "The signed-in account's backups, newest first" })
  async listMine(@Caller('user') user: SignedInUser): Promise<BackupListAnswer> {
    return { success: true, backups: await this.backups.listForOwner({ kind: 'user', user, deviceId: '' }) };
  }

  @Get('find-backups')
  @Callers('anyone')
  @RateLimit('lookup')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Find backups by recovery identifier or by name' })
  async find(
    @Query() query: FindBackupsQuery,
    @Caller() caller: Caller,
  ): Promise<BackupListAnswer | BackupMetadataListAnswer> {
    if (query.identifier !== undefined) {
      return { success: true, backups: await this.backups.listForIdentifier(query.identifier) };
    }
    // Without an identifier the query's rules have made sure of a name.
    const name = query.name as string;
    const sender = verified(caller);
    if (sender.kind === 'signed-in' && sender.user.isAdmin) {
      return { success: true, backups: await this.backups.findByName(name, true) };
    }
    return { success: true, backups: await this.backups.findByName(name, false) };
  }

  @Get('backup/:backupId')
  @Callers('anyone')
  @RateLimit('lookup')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Download a backup by its key (an account backup needs that account or the admin)',
  })
  async download(
    @Param('backupId', BackupIdPipe) backupId: string,
    @Caller() caller: Caller,
  ): Promise<BackupDownloadAnswer> {
    const found = await this.backups.read(backupId);
    if (!found) throw notFound('Backup not found');
    const { row, data } = found;
    if (row.userId !== null) {
      // The key alone opens a device's backup; an account's backup also needs that account.
      const sender = verified(caller);
      if (sender.kind === 'anonymous')
        throw unauthorized('This backup belongs to an account: sign in to restore it');
      if (sender.user.id !== row.userId && !sender.user.isAdmin)
        throw forbidden('This backup belongs to another account');
    }
    return { success: true, backup: this.backups.summary(row), data };
  }
}
