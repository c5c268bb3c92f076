import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { isArrowValue } from '../../shared/events/payloadGuards.js';
import { TOP_RING_VALUE, type ArrowValue } from '../../shared/rounds/round.js';
import { findRound, unknownGameType } from '../../shared/rounds/catalogue.js';
import type {
  CreateShootRequest,
  JoinShootRequest,
  ScoreUpdateRequest,
} from '../../shared/live-shoots/types.js';
import { CleanText, isCleanText } from '../http/text-rules.js';

/** Longest arrow list accepted: the longest named round has 144 arrows; practice has no limit. */
export const MAX_ARROWS = 1000;

function KnownRound() {
  return ValidateBy({
    name: 'isKnownRound',
    validator: {
      validate: (value: unknown) => isCleanText(value, 100) && findRound(value) !== undefined,
      defaultMessage: (args) =>
        typeof args?.value === 'string'
          ? unknownGameType(args.value.slice(0, 100))
          : 'roundName must be a string',
    },
  });
}

function ArrowValues() {
  return ValidateBy(
    {
      name: 'isArrowValue',
      validator: {
        validate: (value: unknown) => isArrowValue(value),
        defaultMessage: () =>
          `each value in scores must be a whole number from 0 to ${TOP_RING_VALUE}, "X" or "M"`,
      },
    },
    { each: true },
  );
}

export class CreateShootDto implements CreateShootRequest {
  @ApiProperty({ example: 'Robin', maxLength: 50 })
  @CleanText(50)
  creatorName: string;

  @ApiPropertyOptional({ example: 'Club night', maxLength: 100 })
  @IsOptional()
  @CleanText(100)
  title?: string;
}

/**
 * The archer's category, sent when joining and with every score (a later value replaces an earlier
 * one): the handicap leaderboard needs it. class-validator checks inherited fields after a body's own,
 * so these stay last in the list of problems, where they were.
 */
class ArcherCategoryDto {
  @ApiPropertyOptional({ example: 'female', nullable: true })
  @IsOptional()
  @CleanText(30)
  gender?: string | null;

  @ApiPropertyOptional({ example: 'senior', nullable: true })
  @IsOptional()
  @CleanText(30)
  ageGroup?: string | null;
}

export class JoinShootDto extends ArcherCategoryDto implements JoinShootRequest {
  @ApiProperty({ example: 'Robin', maxLength: 50 })
  @CleanText(50)
  archerName: string;

  @ApiProperty({ example: 'portsmouth', description: 'A round of the catalogue (case-insensitive)' })
  @KnownRound()
  roundName: string;

  @ApiProperty({ example: 'recurve', maxLength: 30 })
  @CleanText(30)
  bowType: string;
}

export class ScoreUpdateDto extends ArcherCategoryDto implements ScoreUpdateRequest {
  @ApiProperty({ example: 'Robin', maxLength: 50 })
  @CleanText(50)
  archerName: string;

  @ApiProperty({ example: 'portsmouth' })
  @KnownRound()
  roundName: string;

  @ApiProperty({ example: 57, description: 'Must equal the total of scores' })
  @Max(100_000)
  @Min(0)
  @IsInt()
  totalScore: number;

  @ApiProperty({ example: 6, description: 'Must equal the length of scores' })
  @Max(MAX_ARROWS)
  @Min(0)
  @IsInt()
  arrowsShot: number;

  @ApiPropertyOptional({ example: 'B3', nullable: true })
  @IsOptional()
  @CleanText(40)
  currentClassification?: string | null;

  @ApiProperty({
    example: [10, 10, 9, 'X', 9, 'M'],
    type: 'array',
    items: { oneOf: [{ type: 'integer' }, { type: 'string', enum: ['X', 'M'] }] },
  })
  @ArrowValues()
  @ArrayMaxSize(MAX_ARROWS)
  @IsArray()
  scores: ArrowValue[];
}
