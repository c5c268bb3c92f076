import { TOP_RING_VALUE, type ArrowValue } from '../rounds/round.js';
import { isPlainObject } from '../core/plainObject.js';

/**
 * Small readers for untrusted JSON (imports, backups, old local storage). They never throw and never
 * copy unknown keys, so hostile input cannot smuggle fields or prototypes into domain objects.
 */

export function asRecord(raw: unknown): Record<string, unknown> | null {
  return isPlainObject(raw) ? raw : null;
}

/** A finite number, also from numeric text (old exports sometimes stored numbers as strings). */
export function asFiniteNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export function asString(raw: unknown): string | null {
  return typeof raw === 'string' ? raw : null;
}

/** Whether a field is absent: missing, undefined or null all mean "use the default". */
export function isAbsent(raw: unknown): boolean {
  return raw === undefined || raw === null;
}

/** One recorded arrow: a ring value, X or M (either case), or a ring value written as text. */
export function asArrowValue(raw: unknown): ArrowValue | null {
  if (typeof raw === 'string') {
    const text = raw.trim().toUpperCase();
    if (text === 'X' || text === 'M') return text;
  }
  const n = asFiniteNumber(raw);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= TOP_RING_VALUE ? n : null;
}
