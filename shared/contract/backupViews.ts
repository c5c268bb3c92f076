import type { NoteRecord } from '../events/records.js';
import type { BackupManifest } from '../backups/manifest.js';
import type { BackupFileCheck } from '../backups/manifestCheck.js';
import type { HistoryItem } from '../history/historyItem.js';
import type { MissingArrows } from '../history/missingArrows.js';
import type { Tombstones } from '../history/tombstones.js';
import type { UserProfile } from '../history/userProfile.js';
import type { SightMark } from '../sight-marks/sightMark.js';

/** What a backup or export file holds, and what importing one added and set aside. */

/** docs/product.md section 3 backup payload; also what export writes. */
export interface BackupPayload {
  history: HistoryItem[];
  notes: NoteRecord[];
  user: UserProfile;
  sightMarks: SightMark[];
  /** UI preferences (tip flags...) the UI keeps and hands over; stored and restored as given. */
  preferences: Record<string, unknown>;
  /** ISO time of the export. */
  timestamp: string;
  deviceId: string;
  /**
   * What was deleted (shared/history/tombstones.ts). This app always writes it; optional because files
   * made before tombstones existed (and test files) have none.
   */
  tombstones?: Tombstones;
  /**
   * What the file holds, counted, and the checksum of its content (docs/completeness.md). The app
   * writes it first in every backup and export; files made before it have none.
   */
  manifest?: BackupManifest;
}

/** What an import added, and what it set aside (docs/product.md section 8 error lines). */
export interface ImportSummary {
  format: 'backup' | 'legacy-export';
  shootsAdded: number;
  sightMarksAdded: number;
  /** Shoots and sight marks here that the file's tombstones say were deleted elsewhere, so taken away. */
  shootsRemoved: number;
  sightMarksRemoved: number;
  notesAdded: number;
  profileFieldsFilled: string[];
  /** Entries of the file that could not be read, and so were not imported (a failed merge). */
  setAside: string[];
  /** Shoots the file held twice: the extra copies, not added, for the report to name. */
  duplicatesSkipped: Array<Pick<HistoryItem, 'gameType' | 'score' | 'date'>>;
  /**
   * Rounds of added shoots that this app's catalogue does not hold (a club's own round, a name from
   * another app), each once: the shoots are kept with the scores they came with, but without a handicap
   * or classification worked out, and the report says so.
   */
  unknownRounds: string[];
  /**
   * Top-level parts of the file this app does not keep (a version, an export date, the old app's
   * achievements, which are rebuilt from the history): information for the archer, not a failure.
   */
  ignoredParts: string[];
  /** The file's UI preferences (backups only), for the UI to restore. */
  preferences: Record<string, unknown> | null;
  /**
   * Added shoots whose arrows do not fill their round's ends (missingArrows.ts): kept as they are, never
   * padded, and named so the archer knows. Absent from summaries made before it existed.
   */
  shootsMissingArrows?: Array<Pick<HistoryItem, 'gameType' | 'score' | 'date'> & MissingArrows>;
  /** What checking the file against its manifest found (docs/completeness.md); absent when no file was read. */
  fileCheck?: BackupFileCheck;
}
