import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/**
 * The number a query string holds, as Number reads it (" 5 ", "+5" and "1e2" too); text that is no number
 * at all leaves the default, as this listing always has. The validators then want a whole number in range.
 */
function NumberOrDefault(fallback: number) {
  return Transform(({ value }: { value: unknown }) => {
    const number = Number(value);
    return Number.isNaN(number) ? fallback : number;
  });
}

/** Word for word what this listing has always answered to a limit or offset that is not a whole number. */
const NOT_A_WHOLE_NUMBER = 'Validation failed (numeric string is expected)';

/** GET /api/admin/backups: one page of every backup, newest first, optionally searched. */
export class AdminBackupListQuery {
  @ApiPropertyOptional({ description: '1 to 200', default: 50, minimum: 1, maximum: 200 })
  @Max(200, { message: 'limit must be from 1 to 200' })
  @Min(1, { message: 'limit must be from 1 to 200' })
  @IsInt({ message: NOT_A_WHOLE_NUMBER })
  @NumberOrDefault(50)
  limit: number = 50;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @Min(0, { message: 'offset must be 0 or more' })
  @IsInt({ message: NOT_A_WHOLE_NUMBER })
  @NumberOrDefault(0)
  offset: number = 0;

  @ApiPropertyOptional({
    description: 'part of a user name, or a whole recovery code or device id',
    maxLength: 200,
  })
  @MaxLength(200, { message: 'q must be text of at most 200 characters' })
  @IsString({ message: 'q must be text of at most 200 characters' })
  @IsOptional()
  q?: string;
}
