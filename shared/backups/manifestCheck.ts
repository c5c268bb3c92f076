import { canonicalContent } from './canonicalContent.js';
import { sha256Hex } from '../core/sha256.js';
import { countsOf, readManifest, type BackupManifest, type ManifestCounts } from './manifest.js';

/**
 * Checking a backup against its manifest: the one rule import, restore, "Check a backup file" and the
 * server all follow (docs/completeness.md). A file whose manifest does not match is refused, saying
 * what is missing; a file without one (made before manifests) is read as before.
 */

/**
 * - `complete`: the manifest matches, counts and checksum;
 * - `unchecked`: there is no manifest this app can check (an older file, or a newer app's format);
 * - `incomplete`: fewer of something than the manifest lists, or the file is cut short;
 * - `altered`: the counts are not what it lists in another way, the checksum differs, or the manifest
 *   itself is damaged.
 */
export type ManifestVerdict = 'complete' | 'unchecked' | 'incomplete' | 'altered';

/** What checking a backup file found, in counts and in the words the archer reads. */
export interface BackupFileCheck {
  verdict: ManifestVerdict;
  /** What the manifest lists; null when the file has none that can be read. */
  listed: ManifestCounts | null;
  /** What the file holds (for a file cut short: its entries that survived whole). */
  found: ManifestCounts;
  message: string;
}

/** Whether import and restore refuse the file: they go ahead only on a match, or with nothing to check. */
export function refusesImport(check: BackupFileCheck): boolean {
  return check.verdict === 'incomplete' || check.verdict === 'altered';
}

/** A count as the archer reads it: 4,812. */
function figure(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const NOUNS: Record<keyof ManifestCounts, [string, string]> = {
  shoots: ['shoot', 'shoots'],
  arrows: ['arrow', 'arrows'],
  notes: ['note', 'notes'],
  sightMarks: ['sight mark', 'sight marks'],
  deletions: ['deletion', 'deletions'],
};
const PARTS = Object.keys(NOUNS) as (keyof ManifestCounts)[];

function counted(count: number, part: keyof ManifestCounts): string {
  return `${figure(count)} ${NOUNS[part][count === 1 ? 0 : 1]}`;
}

/** "4,812 shoots, 312,400 arrows, 40 notes, 12 sight marks and 3 deletions". */
function described(counts: ManifestCounts): string {
  const each = PARTS.map((part) => counted(counts[part], part));
  return `${each.slice(0, -1).join(', ')} and ${each[each.length - 1]}`;
}

/** "4,812 shoots listed, 4,790 in it; 40 notes listed, none in it" for each part that differs. */
function differences(listed: ManifestCounts, found: ManifestCounts): string {
  return PARTS.filter((part) => listed[part] !== found[part])
    .map((part) => {
      const held = found[part] === 0 ? 'none' : figure(found[part]);
      return `${counted(listed[part], part)} listed, ${held} in it`;
    })
    .join('; ');
}

function sameCounts(a: ManifestCounts, b: ManifestCounts): boolean {
  return PARTS.every((part) => a[part] === b[part]);
}

/** The verdict on counts alone, or null when they all agree. */
function countVerdict(listed: ManifestCounts, found: ManifestCounts): BackupFileCheck | null {
  if (sameCounts(listed, found)) return null;
  const short = PARTS.every((part) => found[part] <= listed[part]);
  return {
    verdict: short ? 'incomplete' : 'altered',
    listed,
    found,
    message: short
      ? `This file is incomplete: ${differences(listed, found)}.`
      : `This file does not match its manifest: ${differences(listed, found)}.`,
  };
}

function countsOnly({ version: _version, sha256: _sha256, ...counts }: BackupManifest): ManifestCounts {
  return counts;
}

/** Checks a parsed backup (the payload itself, not a server answer around it) against its manifest. */
export async function checkBackupData(data: Record<string, unknown>): Promise<BackupFileCheck> {
  const found = countsOf(data);
  const reading = readManifest(data['manifest']);
  switch (reading.kind) {
    case 'none':
      return {
        verdict: 'unchecked',
        listed: null,
        found,
        message: `This file has no manifest (an older version of the app made it), so its completeness cannot be checked. It holds ${described(found)}.`,
      };
    case 'newer':
      return {
        verdict: 'unchecked',
        listed: null,
        found,
        message: `A newer version of the app made this file; this version cannot check its manifest. It holds ${described(found)}.`,
      };
    case 'damaged':
      return {
        verdict: 'altered',
        listed: null,
        found,
        message: "This file's manifest is damaged, so the file cannot be trusted to be complete.",
      };
    case 'current': {
      const listed = countsOnly(reading.manifest);
      const byCount = countVerdict(listed, found);
      if (byCount !== null) return byCount;
      if ((await sha256Hex(canonicalContent(data))) !== reading.manifest.sha256) {
        return {
          verdict: 'altered',
          listed,
          found,
          message: `This file has been changed since it was made: it holds the ${described(found)} its manifest lists, but not the same content. It may have been edited or damaged.`,
        };
      }
      return {
        verdict: 'complete',
        listed,
        found,
        message: `This file is complete: ${described(found)}, as its manifest lists.`,
      };
    }
  }
}

/**
 * The verdict on a file cut short (not whole JSON), from what survived of it: its manifest and its
 * whole entries (cutFile.ts). Always refused, even when every entry listed survived: its end is missing.
 */
export function checkCutFile(salvaged: Record<string, unknown>): BackupFileCheck {
  const found = countsOf(salvaged);
  const reading = readManifest(salvaged['manifest']);
  const listed = reading.kind === 'current' ? countsOnly(reading.manifest) : null;
  if (listed === null || sameCounts(listed, found)) {
    return {
      verdict: 'incomplete',
      listed,
      found,
      message: `This file is incomplete: it ends part-way through. It holds ${described(found)} before the cut, but the end of the file is missing.`,
    };
  }
  return {
    verdict: 'incomplete',
    listed,
    found,
    message: `This file is incomplete: it ends part-way through. ${differences(listed, found)}.`,
  };
}
