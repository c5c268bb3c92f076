/**
 * The one definition of a recovery code (docs/cloud-backup.md), read by the web app that makes and
 * reads them and by the server that finds backups by them. Codes made now are 20 characters of an
 * alphabet without 0/O or 1/I/L, shown in five groups of four; codes made by older versions of the app
 * may have other lengths (the server has always taken 12 to 64 letters, digits and dashes), so they
 * stay findable: the comparison key ignores case and dashes, whatever the length.
 */
import { readTypedCode, type CodeShape, type TypedCodeReading } from '../core/typedCode.js';
import { BACKUP_IDENTIFIER_PATTERN } from './types.js';

export const RECOVERY_CODE_SHAPE: CodeShape = {
  name: 'recovery code',
  alphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ',
  length: 20,
  groupSize: 4,
};

/**
 * Whether `code` can be a recovery code at all: the one rule, the server's (BACKUP_IDENTIFIER_PATTERN, 12 to
 * 64 letters, digits and dashes, neither end a dash), which the app's reading of a typed code and its
 * check of a stored one use too, so no code one part takes is refused by another (issue #46).
 */
export function isRecoveryCode(code: string): boolean {
  return BACKUP_IDENTIFIER_PATTERN.test(code);
}

/**
 * The code to look up for what the archer typed: a code of today's length read forgivingly (case,
 * spaces, dashes, look-alikes); a code of another length, as an older one, in capitals without spaces
 * (its dashes kept, as the server stored it); otherwise why it cannot be one.
 */
export function readRecoveryCode(typed: string): TypedCodeReading {
  const key = recoveryCodeKey(typed);
  if (key.length === RECOVERY_CODE_SHAPE.length || key === '')
    return readTypedCode(typed, RECOVERY_CODE_SHAPE);
  const older = typed.replace(/\s+/g, '').toUpperCase();
  return isRecoveryCode(older) ? { ok: true, code: older } : readTypedCode(typed, RECOVERY_CODE_SHAPE);
}

/** How two codes are compared: upper case, without spaces or dashes (the server stores them as sent). */
export function recoveryCodeKey(code: string): string {
  return code.replace(/[\s\-‐-―_.]+/g, '').toUpperCase();
}
