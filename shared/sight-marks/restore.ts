import { fail, type Failed, type Result } from '../core/result.js';
import type { SightMark, SightMarkVertical } from './sightMark.js';
import { isPlainObject } from '../core/plainObject.js';

/**
 * Reading sight marks from a backup or import. docs/product.md section 5: restoring accepts only entries with a
 * distance, a unit and notches. Input is untrusted, so nothing here throws and only known fields are
 * copied (no prototype tricks survive).
 */

type SightMarkRejection = 'not-an-object' | 'invalid-distance' | 'invalid-unit' | 'invalid-notches';

function asNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function readVertical(raw: unknown): SightMarkVertical {
  const single = asNumber(raw);
  if (single !== null) return single;
  const record = isPlainObject(raw) ? raw : null;
  if (record === null) return 0;
  const parts: Record<string, number> = {};
  for (const [key, value] of Object.entries(record)) {
    const n = asNumber(value);
    if (n !== null && key !== '__proto__') parts[key] = n;
  }
  return parts;
}

function reject(reason: SightMarkRejection, message: string): Failed<SightMarkRejection> {
  return fail(reason, message);
}

/**
 * Validates one stored sight mark. A missing or blank id gets one from `newId` (ids are made by the
 * caller, so this stays deterministic); vertical defaults to 0, priority to false, label to ''.
 */
export function readSightMark(raw: unknown, newId: () => string): Result<SightMark, SightMarkRejection> {
  const record = isPlainObject(raw) ? raw : null;
  if (record === null) return reject('not-an-object', 'A sight mark must be an object');
  const distance = asNumber(record['distance']);
  if (distance === null || distance <= 0) return reject('invalid-distance', 'A sight mark needs a distance');
  const unit = record['unit'];
  if (unit !== 'm' && unit !== 'yd') return reject('invalid-unit', 'A sight mark needs a unit of m or yd');
  const notches = asNumber(record['notches']);
  if (notches === null) return reject('invalid-notches', 'A sight mark needs notches');
  const id = record['id'];
  return {
    ok: true,
    value: {
      id: (typeof id === 'string' && id.trim() !== '') || typeof id === 'number' ? String(id) : newId(),
      distance,
      unit,
      notches,
      vertical: readVertical(record['vertical']),
      priority: record['priority'] === true,
      label: typeof record['label'] === 'string' ? record['label'] : '',
    },
  };
}

/** Sight marks read from a restore: the valid ones, and how many were turned away. */
interface RestoredSightMarks {
  marks: SightMark[];
  rejected: number;
}

/** Reads a list of sight marks, keeping only valid entries. Anything but an array gives no marks. */
export function restoreSightMarks(raw: unknown, newId: () => string): RestoredSightMarks {
  if (!Array.isArray(raw)) return { marks: [], rejected: 0 };
  const marks: SightMark[] = [];
  let rejected = 0;
  for (const entry of raw) {
    const read = readSightMark(entry, newId);
    if (read.ok) marks.push(read.value);
    else rejected += 1;
  }
  return { marks, rejected };
}
