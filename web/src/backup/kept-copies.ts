import { isPlainObject } from '../../../shared/core/plainObject.js';
import { readManifest, type BackupManifest, type ManifestCounts } from '../../../shared/backups/manifest.js';

/**
 * What this phone remembers of the copies of its data kept elsewhere (docs/completeness.md): the counts
 * of the last export it saved, and of the last cloud backup whose stored copy the server listed as
 * matching what was sent, or that it did not. Kept on the device (registry.ts): the server's copy is
 * compared once, right after its upload, and the Data screen shows the outcome later, offline too.
 */

/** A copy's counts and when it was made (ISO time). */
export interface KeptCopy {
  counts: ManifestCounts;
  at: string;
}

/**
 * The last cloud backup as read back from the server's listing: `verified` when the stored copy's
 * manifest is the one sent, `mismatch` when it is not (`stored` null: the listing had no manifest for
 * it, or not the backup at all), with the last verified copy kept so the card still shows it.
 */
export type CloudCopyCheck =
  | { state: 'verified'; copy: KeptCopy }
  | {
      state: 'mismatch';
      at: string;
      sent: ManifestCounts;
      stored: ManifestCounts | null;
      verified: KeptCopy | null;
    };

const COUNT_NAMES = ['shoots', 'arrows', 'notes', 'sightMarks', 'deletions'] as const;

export function countsOnly(manifest: ManifestCounts): ManifestCounts {
  const { shoots, arrows, notes, sightMarks, deletions } = manifest;
  return { shoots, arrows, notes, sightMarks, deletions };
}

export function sameCounts(a: ManifestCounts, b: ManifestCounts): boolean {
  return COUNT_NAMES.every((name) => a[name] === b[name]);
}

/**
 * The stored copy's manifest (as the listing gave it, untrusted) held to the one sent: counts and
 * checksum alike, since the checksum is what tells a changed shoot from a whole one. `previous` is the
 * check kept before, whose verified copy a mismatch keeps.
 */
export function checkCloudCopy(
  sent: BackupManifest,
  listed: unknown,
  at: string,
  previous: CloudCopyCheck | null,
): CloudCopyCheck {
  const reading = readManifest(listed ?? undefined);
  const stored = reading.kind === 'current' ? reading.manifest : null;
  if (stored !== null && sameCounts(stored, sent) && stored.sha256 === sent.sha256) {
    return { state: 'verified', copy: { counts: countsOnly(sent), at } };
  }
  return {
    state: 'mismatch',
    at,
    sent: countsOnly(sent),
    stored: stored === null ? null : countsOnly(stored),
    verified: lastVerified(previous),
  };
}

/** The last cloud copy known to match what was sent, if any. */
export function lastVerified(check: CloudCopyCheck | null): KeptCopy | null {
  if (check === null) return null;
  return check.state === 'verified' ? check.copy : check.verified;
}

function parseCounts(value: unknown): ManifestCounts | undefined {
  if (!isPlainObject(value)) return undefined;
  const counts = value;
  const whole = COUNT_NAMES.every(
    (name) => typeof counts[name] === 'number' && Number.isSafeInteger(counts[name]) && counts[name] >= 0,
  );
  return whole ? countsOnly(counts as unknown as ManifestCounts) : undefined;
}

function isTime(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

/** A kept copy as stored, or undefined for any other shape (an older or damaged value reads as none). */
export function parseKeptCopy(value: unknown): KeptCopy | undefined {
  if (!isPlainObject(value) || !isTime(value['at'])) return undefined;
  const counts = parseCounts(value['counts']);
  return counts === undefined ? undefined : { counts, at: value['at'] };
}

export function parseCloudCopyCheck(value: unknown): CloudCopyCheck | undefined {
  if (!isPlainObject(value)) return undefined;
  if (value['state'] === 'verified') {
    const copy = parseKeptCopy(value['copy']);
    return copy === undefined ? undefined : { state: 'verified', copy };
  }
  if (value['state'] !== 'mismatch' || !isTime(value['at'])) return undefined;
  const sent = parseCounts(value['sent']);
  const stored = value['stored'] === null ? null : parseCounts(value['stored']);
  const verified = value['verified'] === null ? null : parseKeptCopy(value['verified']);
  if (sent === undefined || stored === undefined || verified === undefined) return undefined;
  return { state: 'mismatch', at: value['at'], sent, stored, verified };
}
