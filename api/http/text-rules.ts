import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Control characters, bidirectional overrides, byte-order marks and lone surrogates have no place in a name. */
const UNWANTED = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** At least one letter, digit, symbol or punctuation mark: a name of zero-width spaces is no name. */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

function characters(value: string): number {
  return [...value].length;
}

/** Whether a value is clean, visible text of 1..max characters (after trimming). */
export function isCleanText(value: unknown, max: number): value is string {
  return (
    typeof value === 'string' && !UNWANTED.test(value) && VISIBLE.test(value) && characters(value) <= max
  );
}

/**
 * How typed names are matched: "Sam", " sam " and "SAM" are one name (an archer in a live shoot, the
 * find-by-name search of backups).
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A name or label typed by an archer: trimmed and NFC-normalised, then 1..max visible characters.
 * Emoji and every script are welcome; invisible tricks are not.
 */
export function CleanText(max: number, options?: ValidationOptions) {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.normalize('NFC').trim() : value,
    ),
    ValidateBy(
      {
        name: 'isCleanText',
        constraints: [max],
        validator: {
          validate: (value: unknown) => isCleanText(value, max),
          defaultMessage: (args) =>
            typeof args?.value === 'string'
              ? `${args.property} must be 1 to ${max} characters of visible text (no control characters)`
              : `${args?.property ?? 'value'} must be a string`,
        },
      },
      options,
    ),
  );
}
