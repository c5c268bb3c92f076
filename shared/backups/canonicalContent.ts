import { canonicalJson } from '../core/canonicalJson.js';
import { isPlainObject } from '../core/plainObject.js';

/**
 * The canonical content of a backup: the one text its manifest's SHA-256 is taken of. A backup travels
 * as JSON that is parsed and written again on the way (the server checks a body and stores only the
 * parts of the contract, in an order of its own), so the checksum cannot be of the file's bytes. It is
 * of the archer's data, written one way only:
 *
 * - the eight parts of a backup (docs/product.md section 3) and nothing else: `history`, `notes`,
 *   `sightMarks`, `user`, `preferences`, `timestamp`, `deviceId` and `tombstones`; the manifest itself
 *   and parts this app does not know are left out;
 * - each part as the server stores it: an absent list is an empty list, an absent profile or
 *   preferences an empty object, an absent time stamp or device id null, and the tombstones are their
 *   two lists, `shoots` and `sightMarks`;
 * - written as JSON with no white space, every object's keys sorted by UTF-16 code unit (integer-like
 *   keys, rare in a backup, first in numeric order, as JavaScript keeps them) and lists in
 *   their order, numbers and strings as JSON.stringify writes them (RFC 8785's canonical JSON for the
 *   data a backup holds).
 *
 * So parsing and writing a backup again in any key order gives the same text; losing, adding or
 * changing any value does not.
 */
export function canonicalContent(data: Record<string, unknown>): string {
  const tombstones = isPlainObject(data['tombstones']) ? data['tombstones'] : {};
  return canonicalJson({
    history: listOf(data['history']),
    notes: listOf(data['notes']),
    sightMarks: listOf(data['sightMarks']),
    user: isPlainObject(data['user']) ? data['user'] : {},
    preferences: isPlainObject(data['preferences']) ? data['preferences'] : {},
    timestamp: data['timestamp'] ?? null,
    deviceId: data['deviceId'] ?? null,
    tombstones: { shoots: listOf(tombstones['shoots']), sightMarks: listOf(tombstones['sightMarks']) },
  });
}

function listOf(raw: unknown): unknown[] {
  return Array.isArray(raw) ? raw : [];
}
