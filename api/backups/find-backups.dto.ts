import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, Matches, ValidateIf } from 'class-validator';
import { BACKUP_IDENTIFIER_PATTERN } from '../../shared/backups/types.js';
import { CleanText } from '../http/text-rules.js';

/**
 * GET /api/backups/find-backups: by recovery identifier, or else by name. With an identifier the name
 * is not looked at, so only one of them is ever checked.
 */
export class FindBackupsQuery {
  @ApiPropertyOptional({
    description: 'Recovery code: lists downloadable backups',
    pattern: BACKUP_IDENTIFIER_PATTERN.source,
  })
  @Matches(BACKUP_IDENTIFIER_PATTERN, { message: 'identifier must be 12 to 64 letters, digits and dashes' })
  @IsDefined({ message: 'Give ?identifier= or ?name=' })
  @ValidateIf((query: FindBackupsQuery) => query.identifier !== undefined || query.name === undefined)
  identifier?: string;

  @ApiPropertyOptional({
    description: 'User name: dates and counts only (admin: everything)',
    maxLength: 100,
  })
  @CleanText(100, { message: 'name must be 1 to 100 characters of visible text' })
  @ValidateIf((query: FindBackupsQuery) => query.identifier === undefined && query.name !== undefined)
  name?: string;
}
