import type { ManifestCounts } from '../../../../shared/backups/manifest.js';
import { lastVerified, type CloudCopyCheck, type KeptCopy } from '../../backup/kept-copies.js';

/**
 * The words of the Data screen's "What is kept where" (docs/completeness.md): the counts named as the
 * archer says them, and a plain sentence for each copy that differs from this phone, so a stale export
 * or a cloud copy that did not arrive whole is said, never left to a table to be noticed.
 */

export const COUNT_ROWS: ReadonlyArray<{ name: keyof ManifestCounts; one: string; many: string }> = [
  { name: 'shoots', one: 'shoot', many: 'shoots' },
  { name: 'arrows', one: 'arrow', many: 'arrows' },
  { name: 'notes', one: 'note', many: 'notes' },
  { name: 'sightMarks', one: 'sight mark', many: 'sight marks' },
  { name: 'deletions', one: 'deletion', many: 'deletions' },
];

export function figure(count: number): string {
  return count.toLocaleString('en-GB');
}

export function when(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

function joined(parts: readonly string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "4,790 shoots and 1 note": the counts named, in the table's order. */
function counted(counts: ManifestCounts, names: ReadonlyArray<keyof ManifestCounts>): string {
  return joined(
    COUNT_ROWS.filter((row) => names.includes(row.name)).map(
      (row) => `${figure(counts[row.name])} ${counts[row.name] === 1 ? row.one : row.many}`,
    ),
  );
}

function differing(a: ManifestCounts, b: ManifestCounts): Array<keyof ManifestCounts> {
  return COUNT_ROWS.map((row) => row.name).filter((name) => a[name] !== b[name]);
}

/**
 * "The last export holds 4,790 shoots; this phone has 4,812: export again to keep them all." Null when
 * the copy holds what the phone does.
 */
export function copyDiffers(
  copyName: string,
  copy: ManifestCounts,
  phone: ManifestCounts,
  remedy: string,
): string | null {
  const names = differing(copy, phone);
  if (names.length === 0) return null;
  // A phone with fewer (its data replaced by a restore) is not losing anything the copy lacks.
  const more = names.some((name) => phone[name] > copy[name]);
  // One count differing reads as the archer would say it: "4,790 shoots; this phone has 4,812".
  const here = names.length === 1 ? figure(phone[names[0]!]) : counted(phone, names);
  return `${copyName} holds ${counted(copy, names)}; this phone has ${here}: ${remedy} ${
    more ? 'to keep them all' : 'to match this phone'
  }.`;
}

/** The cloud copy that did not match what was sent, in figures where the listing gave any. */
export function cloudMismatch(check: Extract<CloudCopyCheck, { state: 'mismatch' }>): string {
  const start = `The cloud backup of ${when(check.at)} did not match what was sent`;
  if (check.stored === null) return `${start}: the server did not list what it holds. Back up again.`;
  const names = differing(check.stored, check.sent);
  const figures =
    names.length === 0
      ? 'the same counts, but not the same content'
      : `${counted(check.sent, names)} sent, the server's copy lists ${counted(check.stored, names)}`;
  return `${start}: ${figures}. Back up again.`;
}

/** Every sentence the card says under its table, the phone's counts being known. */
export function keptWhereSentences(
  phone: ManifestCounts,
  cloud: CloudCopyCheck | null,
  exported: KeptCopy | null,
): string[] {
  const verified = lastVerified(cloud);
  const sentences = [
    cloud?.state === 'mismatch' ? cloudMismatch(cloud) : null,
    verified === null
      ? null
      : copyDiffers('The last verified cloud backup', verified.counts, phone, 'back up now'),
    exported === null ? null : copyDiffers('The last export', exported.counts, phone, 'export again'),
  ].filter((sentence): sentence is string => sentence !== null);
  if (sentences.length > 0) return sentences;
  if (verified === null && exported === null) {
    return ['No cloud backup has been checked and no backup exported on this phone yet.'];
  }
  if (verified !== null && exported !== null) {
    return ['The last cloud backup and the last export hold what this phone has.'];
  }
  return [
    `${verified === null ? 'The last export' : 'The last verified cloud backup'} holds what this phone has.`,
  ];
}
