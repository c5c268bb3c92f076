import { isPlainObject } from '../core/plainObject.js';
import { sha256Hex } from '../core/sha256.js';
import { canonicalContent } from './canonicalContent.js';

/**
 * The manifest every backup and export carries (docs/completeness.md): what the file holds, counted,
 * and a SHA-256 of its canonical content (canonicalContent.ts). It is the first member of the file, so
 * even a file cut short still says what it should have held.
 */

/** What a backup holds, counted as its lists stand (an entry the app cannot read still counts). */
export interface ManifestCounts {
  /** Entries of `history`. */
  shoots: number;
  /** Arrows in those entries' `scores` lists. */
  arrows: number;
  notes: number;
  sightMarks: number;
  /** Tombstones: shoots and sight marks deleted (so that combining does not bring them back). */
  deletions: number;
}

export interface BackupManifest extends ManifestCounts {
  /** The manifest's format: which counts it holds and how the checksum is taken. */
  version: typeof MANIFEST_VERSION;
  /** SHA-256 of the canonical content, 64 lower-case hex digits. */
  sha256: string;
}

/** The one manifest format this app writes and checks. A newer app's manifest is read, not checked. */
export const MANIFEST_VERSION = 1;

const COUNT_NAMES = ['shoots', 'arrows', 'notes', 'sightMarks', 'deletions'] as const;

function listLength(raw: unknown): number {
  return Array.isArray(raw) ? raw.length : 0;
}

/** The counts of a backup's data as it stands (untrusted: any shape is counted, never thrown on). */
export function countsOf(data: Record<string, unknown>): ManifestCounts {
  const history = Array.isArray(data['history']) ? (data['history'] as unknown[]) : [];
  let arrows = 0;
  for (const entry of history) {
    if (isPlainObject(entry)) arrows += listLength(entry['scores']);
  }
  const tombstones = isPlainObject(data['tombstones']) ? data['tombstones'] : {};
  return {
    shoots: history.length,
    arrows,
    notes: listLength(data['notes']),
    sightMarks: listLength(data['sightMarks']),
    deletions: listLength(tombstones['shoots']) + listLength(tombstones['sightMarks']),
  };
}

/** The manifest of a backup's data: its counts and the checksum of its canonical content. */
export async function manifestOf(data: object): Promise<BackupManifest> {
  const record = data as Record<string, unknown>;
  const counts = countsOf(record);
  // The text is taken now, before the digest's wait, so the checksum is of the data as counted.
  const content = canonicalContent(record);
  return { version: MANIFEST_VERSION, ...counts, sha256: await sha256Hex(content) };
}

/** The data with its manifest put first, as files are written (a file cut short still has it). */
export async function withManifest<T extends object>(data: T): Promise<T & { manifest: BackupManifest }> {
  const { manifest: _old, ...rest } = data as Record<string, unknown>;
  return { manifest: await manifestOf(rest), ...rest } as T & { manifest: BackupManifest };
}

/** A file's `manifest` as read: none (older files), one of this format, a newer app's, or damaged. */
export type ManifestReading =
  | { kind: 'none' }
  | { kind: 'current'; manifest: BackupManifest }
  | { kind: 'newer'; version: number }
  | { kind: 'damaged' };

function isCount(raw: unknown): raw is number {
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0;
}

export function readManifest(raw: unknown): ManifestReading {
  if (raw === undefined) return { kind: 'none' };
  if (!isPlainObject(raw)) return { kind: 'damaged' };
  const version = raw['version'];
  if (typeof version === 'number' && Number.isInteger(version) && version > MANIFEST_VERSION) {
    return { kind: 'newer', version };
  }
  const sha256 = raw['sha256'];
  if (
    version !== MANIFEST_VERSION ||
    !COUNT_NAMES.every((name) => isCount(raw[name])) ||
    typeof sha256 !== 'string' ||
    !/^[0-9a-f]{64}$/.test(sha256)
  ) {
    return { kind: 'damaged' };
  }
  const counts = Object.fromEntries(
    COUNT_NAMES.map((name) => [name, raw[name]]),
  ) as unknown as ManifestCounts;
  return { kind: 'current', manifest: { version: MANIFEST_VERSION, ...counts, sha256 } };
}
