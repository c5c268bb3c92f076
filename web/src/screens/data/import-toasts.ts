import type { EngineFailureReason } from '../../../../shared/contract/engine.js';
import type { Failure } from '../../../../shared/core/result.js';
import type { ImportSummary } from '../../../../shared/contract/backupViews.js';
import {
  combineErrorToast,
  combineResultToast,
  type ToastText,
} from '../../../../shared/history/combineToast.js';
import { shootDate } from '../history/shoot-format.js';
import { roundTitle } from '../select-round/round-title.js';
import { localDay } from '../../../../shared/time/dates.js';

/**
 * The toasts after importing a file (docs/product.md section 8), worded by shared/history. Entries the file held
 * but that could not be read are merge errors: the import then counts as failed ("Merge failed: ..."),
 * yet what could be read was kept, so the archer is also told what was added.
 */
export function importToasts(summary: ImportSummary): ToastText[] {
  return [
    ...mergeToasts(summary),
    ...duplicatesToast(summary.duplicatesSkipped),
    ...unknownRoundsToast(summary.unknownRounds),
    ...shortShootsToast(summary.shootsMissingArrows ?? []),
    ...removedToast(summary),
    ...ignoredPartsToast(summary.ignoredParts),
  ];
}

/** At most this many skipped duplicates are named; the rest are counted. */
const DUPLICATES_NAMED = 3;

/**
 * Shoots the file held twice were added once: named, so "added 4999 shoots" from a 5,000-shoot file
 * explains itself ("1 duplicate skipped: Frostbite 273, 30 Dec 2017").
 */
export function duplicatesToast(skipped: ImportSummary['duplicatesSkipped']): ToastText[] {
  if (skipped.length === 0) return [];
  const named = skipped
    .slice(0, DUPLICATES_NAMED)
    .map((shoot) => `${roundTitle(shoot.gameType)} ${shoot.score}, ${shootDate(shoot.date)}`);
  const more = skipped.length - named.length;
  const list = more > 0 ? `${named.join('; ')} and ${more} more` : named.join('; ');
  const count = `${skipped.length} ${skipped.length === 1 ? 'duplicate' : 'duplicates'} skipped`;
  return [{ type: 'info', message: `${count}: ${list}.` }];
}

/** At most this many short shoots are named; the rest are counted. */
const SHORT_NAMED = 3;

/**
 * Shoots whose arrows do not fill their round's ends were added as they are, never padded: said with the
 * figures, so a file that lost arrows on the way is seen at once ("York 14 Jun 2025: 120 of 144 arrows").
 */
export function shortShootsToast(short: NonNullable<ImportSummary['shootsMissingArrows']>): ToastText[] {
  if (short.length === 0) return [];
  const named = short
    .slice(0, SHORT_NAMED)
    .map(
      (shoot) =>
        `${roundTitle(shoot.gameType)} ${shootDate(shoot.date)}: ${shoot.arrowsShot} of ${shoot.arrowsInRound} arrows`,
    );
  const more = short.length - named.length;
  const list = more > 0 ? `${named.join('; ')} and ${more} more` : named.join('; ');
  const count = short.length === 1 ? '1 shoot has' : `${short.length} shoots have`;
  return [
    {
      type: 'info',
      message: `${count} fewer arrows than its round holds, kept as shot and marked in your history: ${list}.`,
    },
  ];
}

/** At most this many unknown rounds are named; the rest are counted. */
const UNKNOWN_ROUNDS_NAMED = 3;

/**
 * Shoots on rounds the app does not know are kept, scores and all, but nothing is worked out for them:
 * said, so a missing handicap on an old club round is not a surprise later.
 */
export function unknownRoundsToast(rounds: readonly string[]): ToastText[] {
  if (rounds.length === 0) return [];
  const named = rounds.slice(0, UNKNOWN_ROUNDS_NAMED).map((name) => `"${name}"`);
  const more = rounds.length - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
  const what = rounds.length === 1 ? 'a round' : 'rounds';
  return [
    {
      type: 'info',
      message: `Kept shoots on ${what} this app does not know (${list}) with their scores, but with no handicap or classification.`,
    },
  ];
}

/**
 * Items taken away because the file says they were deleted on another device: the archer sees them go,
 * so says why. Then "already synchronized" would be untrue and is not said.
 */
function removedToast(summary: ImportSummary): ToastText[] {
  if (summary.shootsRemoved + summary.sightMarksRemoved === 0) return [];
  return [
    {
      type: 'info',
      message: `Removed ${summary.shootsRemoved} shooting records and ${summary.sightMarksRemoved} sight marks deleted on another device.`,
    },
  ];
}

function nothingChanged(summary: ImportSummary): boolean {
  return summary.shootsAdded + summary.sightMarksAdded === 0;
}

function mergeToasts(summary: ImportSummary): ToastText[] {
  const added = {
    addedHistory: summary.shootsAdded,
    addedSightMarks: summary.sightMarksAdded,
  };
  if (summary.setAside.length === 0) {
    const removed = summary.shootsRemoved + summary.sightMarksRemoved > 0;
    return removed && nothingChanged(summary)
      ? []
      : [combineResultToast({ success: true, errors: [], ...added })];
  }
  const failed = combineResultToast({ success: false, errors: summary.setAside, ...added });
  const kept = summary.shootsAdded + summary.sightMarksAdded > 0;
  return kept ? [failed, combineResultToast({ success: true, errors: [], ...added })] : [failed];
}

/** Parts of the file this app does not keep are information: every shoot may still have merged. */
function ignoredPartsToast(parts: readonly string[]): ToastText[] {
  if (parts.length === 0) return [];
  const them = parts.length === 1 ? 'it' : 'them';
  return [{ type: 'info', message: `Not imported: ${parts.join(', ')} (this app does not keep ${them}).` }];
}

/** The toast when the file was refused whole (not JSON, not a backup, storage full...): nothing changed. */
export function importFailureToast(error: Failure<EngineFailureReason>): ToastText {
  const nothingChanged = 'Nothing was changed.';
  return combineErrorToast(`${error.message.replace(/\.?$/, '.')} ${nothingChanged}`);
}

/** A file import as the Data screen's card follows it, under its Import button. */
export type FileImport =
  | { state: 'idle' }
  | { state: 'importing'; fileName: string }
  | { state: 'imported'; fileName: string; notesAdded: number }
  | { state: 'refused'; fileName: string };

/**
 * The card's line for a file import: which file, and whether it went in. What it added, or why it was
 * refused, is said once, by the toasts above (importToasts, importFailureToast); the line used to say
 * it again in other words ("backup.json: added 30 shoots…" under "Combined successfully! Added 30
 * shooting records…"), so one import was told twice. It adds only what no toast says: the notes.
 */
export function fileImportLine(fileImport: FileImport): string | null {
  switch (fileImport.state) {
    case 'idle':
      return null;
    case 'importing':
      return `Reading ${fileImport.fileName}…`;
    case 'imported': {
      const notes = fileImport.notesAdded;
      if (notes === 0) return `Imported ${fileImport.fileName}.`;
      return `Imported ${fileImport.fileName}, with ${notes} ${notes === 1 ? 'note' : 'notes'}.`;
    }
    case 'refused':
      return `${fileImport.fileName} was not imported.`;
  }
}

/** A backup file name that sorts by date and says what it is: "archery-scores-backup-2024-06-03.json". */
export function backupFileName(now: Date): string {
  return `archery-scores-backup-${localDay(now)}.json`;
}
