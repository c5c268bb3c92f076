import type { ProfileChanges } from '../events/records.js';
import type { ArrowValue, DistanceUnit } from '../rounds/round.js';
import type { SightAdviceRequest, SightAdviceView } from './sightAdvice.js';
import type { DistanceComparison } from '../target-face/groupTrends.js';
import type { ShootAnalysis } from '../target-face/shootAnalysis.js';
import type { FacePosition } from '../target-face/targetFace.js';
import type { BackupComparison } from './backupComparison.js';
import type { BackupFileCheck } from '../backups/manifestCheck.js';
import type { BackupManifest, ManifestCounts } from '../backups/manifest.js';
import type { OfficialRecordView, SeasonReviewQuery, SeasonReviewView } from './officialRecord.js';
import type { ShootStanding } from '../history/shootStanding.js';
import type { Result } from '../core/result.js';
import type {
  CompetitionImportChoice,
  CompetitionResultsView,
  GoldenRecordsTemplate,
  RosterArcher,
  RosterSetting,
} from './competitionResults.js';
import type { SightEstimateQuery, SightEstimateView } from '../sight-marks/estimateView.js';
import type {
  AchievementGroupView,
  AchievementPreferences,
  AchievementReadView,
  BackupPayload,
  CurrentShootView,
  DiaryQuery,
  DiaryView,
  DistancePerformanceFilter,
  DistancePerformanceReport,
  HistoryItemView,
  HistorySummary,
  ImportSummary,
  NoteInput,
  NoteRecord,
  NotesView,
  SaveShootDetails,
  ScorecardLayout,
  ScorecardView,
  ScoreSheet,
  ProgressFilter,
  ProgressSeries,
  ShootEdit,
  SightMark,
  SightMarkInput,
  UnreadAchievement,
  UserProfile,
  WhatINeedView,
} from './views.js';

export type * from './views.js';
export type { BackupComparison } from './backupComparison.js';
export type * from './officialRecord.js';
export type { ShootStanding } from '../history/shootStanding.js';
export type * from './shootResult.js';
export type { SightChartPoint, SightEstimateQuery, SightEstimateView } from '../sight-marks/estimateView.js';
export type { SightEstimate } from '../sight-marks/estimate.js';

/**
 * A file the worker made for the archer to save or the app to upload (a spreadsheet, a backup): a Blob,
 * which crosses to the page by reference. Made on the page instead, the files of 5,000 shoots held its
 * main thread for a long time (CPU profiles, 28 Nov 2026): the CSV arrows file 170-320 ms in the Blob
 * constructor; a backup 780-1,010 ms in one task (receiving the payload, JSON.stringify, the Blob). The
 * contract is compiled without the DOM's types, so it names only what callers use.
 */
export interface ExportFile {
  readonly size: number;
  readonly type: string;
  text(): Promise<string>;
}

/**
 * A backup file with the manifest it carries (docs/completeness.md), so the page can keep what the
 * exported file held without reading the file back.
 */
export interface SealedBackup {
  file: ExportFile;
  manifest: BackupManifest;
}

/** The history as spreadsheet files (RFC 4180, header row): a row per shoot, a row per arrow. */
export interface CsvExport {
  shoots: ExportFile;
  arrows: ExportFile;
  shootCount: number;
}

/** The records officer's two files (docs/official-record.md) as spreadsheet files. */
export interface RecordCsvExport {
  shoots: ExportFile;
  claims: ExportFile;
}

/**
 * The one typed contract between the UI (web/) and the domain engine (worker/), used by
 * `Comlink.wrap<ArcheryEngine>()` on the main thread and implemented by the worker. Every write goes
 * through one queue in the worker and resolves only once its event is committed to IndexedDB; every
 * answer is data (`Result`), never a thrown error.
 */

/** What the worker says once it has opened storage and replayed the log. */
export type EngineStatus =
  | {
      state: 'ready';
      /** Whether the browser has agreed not to evict the data. */
      persisted: boolean;
      /**
       * Stored events this version cannot read (written by a newer app, or damaged), or that the app
       * failed to apply (a fault in one of its rules): kept in the log, not applied.
       */
      setAsideEvents: number;
    }
  | { state: 'storage-unavailable'; message: string }
  | { state: 'storage-full'; message: string };

/**
 * Stable kebab-case reasons for code to branch on; each failure also carries the message the archer
 * reads (the docs/product.md section 8 texts among them), which web/ shows as it is.
 */
export type EngineFailureReason =
  | 'not-ready'
  | 'storage-unavailable'
  | 'storage-full'
  | 'storage-failed'
  /**
   * A fault in the app itself (a command whose decision threw): the scores already stored are safe and
   * storage stays usable; nothing of the failed command was written (docs/completeness.md).
   */
  | 'internal-error'
  /**
   * The page's, never the worker's: the engine's worker did not answer (it could not be started, or went
   * while the call was on its way). Whether a write was made is unknown (web/src/engine/engine-answer.ts).
   */
  | 'engine-unavailable'
  | 'unknown-game-type'
  | 'invalid-arrow'
  | 'invalid-position'
  | 'no-target-face'
  | 'no-plotted-group'
  | 'invalid-sight-settings'
  | 'round-complete'
  | 'no-such-arrow'
  | 'nothing-to-undo'
  | 'nothing-to-discard'
  | 'shoot-in-progress'
  | 'round-does-not-fit'
  | 'cannot-save-yet'
  | 'invalid-shoot-details'
  | 'no-such-shoot'
  | 'invalid-shoot-change'
  | 'invalid-note'
  | 'no-such-note'
  | 'invalid-sight-mark'
  | 'no-such-sight-mark'
  | 'invalid-profile'
  | 'invalid-achievements'
  | 'invalid-import'
  | 'roster-incomplete'
  /** A backup or export that does not match its manifest (docs/completeness.md): refused whole. */
  | 'incomplete-file'
  | 'no-such-season';

export type EngineResult<T> = Result<T, EngineFailureReason>;

/**
 * Change notifications, so each screen refetches only what it shows. The first six are the app data
 * events of docs/product.md section 4 (those but score-deleted trigger an auto-backup, docs/product.md section 9).
 */
export type EngineChange =
  | { type: 'score-saved'; historyId: number }
  /** The shoot being scored was discarded. */
  | { type: 'score-deleted' }
  | { type: 'history-imported'; shootsAdded: number; sightMarksAdded: number }
  | { type: 'shoot-updated'; historyId: number }
  | { type: 'shoot-deleted'; historyId: number }
  | { type: 'sightmark-saved'; sightMarkId: string }
  | { type: 'sightmark-deleted'; sightMarkId: string }
  | { type: 'current-shoot-changed' }
  | { type: 'notes-changed'; noteId: string }
  | { type: 'profile-updated' }
  | { type: 'achievements-read' }
  /** Achievements the last write unlocked, for the UI to celebrate (when popups are on). */
  | { type: 'achievements-unlocked'; achievements: UnreadAchievement[] }
  | { type: 'achievement-preferences-changed' }
  | { type: 'status-changed'; status: EngineStatus };

/** The answer to "is a cloud backup owed?" (the rule is shared/import-export/owedBackup.ts). */
export interface BackupOwed {
  /** Changes written since the last backup the server acknowledged (0: the server has everything). */
  changesNotBackedUp: number;
  /** When the server stored the last acknowledged backup, or null if it never acknowledged one. */
  lastBackupAt: string | null;
}

/**
 * What a change touched, in the words screens read by: a screen names the topics it shows and fetches
 * again on those alone (decided once, in shared/projections/changes.ts, for every kind of change).
 */
export type ChangeTopic =
  'current-shoot' | 'history' | 'profile' | 'notes' | 'sight-marks' | 'achievements' | 'engine-status';

/** Where a batch of changes came from: this page's write, another tab's, or the engine itself. */
export type ChangeOrigin = 'write' | 'other-tab' | 'engine';

/** Everything one write changed, told once: one message to each page however many screens listen. */
export interface ChangeBatch {
  changes: readonly EngineChange[];
  /** Every topic any of the changes touched, each once. */
  topics: readonly ChangeTopic[];
  origin: ChangeOrigin;
  /**
   * The last log record the worker had applied when it told the batch. A screen that already shows a
   * state at least this far along (the answer of its own write) has nothing to read again.
   */
  logPosition: number;
}

/**
 * What the score card draws: the shoot, its sheet in the layout on screen, and the log position they
 * were read at. The card's one shape of answer: its start-up card, its read and each of its writes. One
 * message each way per tap: the card needs no read after its own write.
 */
export interface ScoreCardView {
  shoot: CurrentShootView;
  sheet: ScoreSheet;
  /** For a read, the log record the worker had applied (0 when answered from the start-up snapshot). */
  logPosition: number;
}

export type EngineChangeListener = (batch: ChangeBatch) => void;

export interface ArcheryEngine {
  /** Resolves after the first replay; never rejects (storage problems come back as a status). */
  whenReady(): Promise<EngineStatus>;
  /** The status now (storage can fill up after start-up). */
  status(): Promise<EngineStatus>;
  /** Calls the listener (pass it through `Comlink.proxy`) after every committed change; returns its id. */
  subscribe(listener: EngineChangeListener): Promise<number>;
  unsubscribe(subscriptionId: number): Promise<void>;

  // The shoot being scored (score card).
  currentShoot(): Promise<EngineResult<CurrentShootView>>;
  /**
   * The score card with its sheet in `layout`, the layout on screen: the worker keeps it, and the
   * card's writes below answer in it (portrait until a card says otherwise). Answered from the start-up
   * snapshot while the full replay is still running.
   */
  scoreCard(layout: ScorecardLayout): Promise<EngineResult<ScoreCardView>>;
  /**
   * `scoreCard` from the start-up snapshot only, once it is read; null when there is none (a first
   * open, a new build) or the full replay has already finished. The worker posts it to the page unasked
   * (startUpScoreCard.ts).
   */
  startUpScoreCard(layout: ScorecardLayout): Promise<EngineResult<ScoreCardView> | null>;
  // The card's writes: each answers with the card, its sheet in the layout the card last read.
  /** Picks the round for the next shoot; refused once the current shoot has arrows. */
  startShoot(roundName: string): Promise<EngineResult<ScoreCardView>>;
  /** Resolves only after the arrow's event is stored. */
  scoreArrow(value: ArrowValue): Promise<EngineResult<ScoreCardView>>;
  /** Corrects the arrow at an overall index (the scorecard's edit-score event); it is then unplotted. */
  correctArrow(index: number, value: ArrowValue): Promise<EngineResult<ScoreCardView>>;
  /**
   * Scores the next arrow from where it landed: `position` in mm on the face of that arrow's distance
   * (x right, y up, from the face centre); the value follows by the line-cutter rule for a shaft of
   * `shaftDiameterMm` (default 5 mm); a compound archer (profile bow type) scores indoor faces by the
   * inner 10. Resolves only after the arrow's event is stored.
   */
  plotArrow(position: FacePosition, shaftDiameterMm?: number): Promise<EngineResult<ScoreCardView>>;
  /** Moves a plotted (or keypad) arrow to a new place on the face; its value follows. */
  movePlottedArrow(
    index: number,
    position: FacePosition,
    shaftDiameterMm?: number,
  ): Promise<EngineResult<ScoreCardView>>;
  undoArrow(): Promise<EngineResult<ScoreCardView>>;
  /** Saves the shoot to the history with the profile as it stands; pending notes attach to it. */
  saveShoot(details?: SaveShootDetails): Promise<EngineResult<HistoryItemView>>;
  discardShoot(): Promise<EngineResult<ScoreCardView>>;
  /**
   * "What I need": the score each goal takes on a round (classes above the one held, in the scheme of
   * today's date; personal best + 1; the handicap goal) and, for the shoot being scored, what each end
   * left must average or whether it is out of reach. Without a round name: the current shoot and its
   * arrows; with one: that round before its first arrow (round selection). `unknown-game-type` for a
   * round the catalogue lacks.
   */
  whatINeed(roundName?: string): Promise<EngineResult<WhatINeedView>>;

  // The official record (docs/official-record.md).
  /**
   * The running handicap, classes held and claimable, and what is needed, per bow style and indoor or
   * outdoor, worked out from every saved shoot (recomputed after any change, so entry order never
   * matters).
   */
  officialRecord(): Promise<EngineResult<OfficialRecordView>>;
  /** One season of one ledger looked back on; `no-such-season` when that ledger has no such season. */
  seasonReview(query: SeasonReviewQuery): Promise<EngineResult<SeasonReviewView>>;
  /** The records officer's two files: a row per shoot, a row per claim. */
  exportRecordCsv(): Promise<EngineResult<RecordCsvExport>>;
  /**
   * The save step's default standing for this round: the event status chosen at the archer's last save
   * of it (Practice on a practice round), with no witnessed, signed or left-out flag.
   */
  defaultStanding(roundName: string): Promise<EngineResult<ShootStanding>>;

  // History.
  /** Saved shoots, newest first. */
  history(): Promise<EngineResult<HistorySummary[]>>;
  historyItem(historyId: number): Promise<EngineResult<HistoryItemView>>;
  updateShoot(historyId: number, edit: ShootEdit): Promise<EngineResult<HistoryItemView>>;
  deleteShoot(historyId: number): Promise<EngineResult<{ historyId: number }>>;
  /** Round names shot in the last 42 days, most recent first. */
  recentRounds(): Promise<EngineResult<string[]>>;
  /**
   * The distance-performance screen: each distance's figures, best end and dozen and trend over time, for
   * the shoots the filter keeps (bow type, face size, the outdoor or indoor season containing today,
   * docs/product.md section 9), with the bow types and face sizes there are to choose from.
   */
  distancePerformanceReport(
    filter?: DistancePerformanceFilter,
  ): Promise<EngineResult<DistancePerformanceReport>>;
  /** Score and handicap over time on one round with one bow, personal bests and classification steps marked. */
  progress(filter?: ProgressFilter): Promise<EngineResult<ProgressSeries>>;
  /**
   * A saved shoot's plotted arrows (issue #18) by distance and end, each distance's group (centre,
   * mean radius and its SD in cm), fliers and end-by-end trends; keypad arrows do not appear.
   */
  plottedShoot(historyId: number): Promise<EngineResult<ShootAnalysis>>;
  /** One distance's plotted groups across the saved shoots, oldest first, with the trend in spread. */
  distanceAcrossShoots(distance: {
    distance: number;
    unit: DistanceUnit;
  }): Promise<EngineResult<DistanceComparison>>;
  /**
   * Which way and how far to move the sight for the plotted group at one distance of a saved shoot
   * (towards the group), in mm at the sight or in the archer's marks learned from their sight marks,
   * with the corrected mark to offer saving. `no-plotted-group`, `invalid-sight-settings` otherwise.
   */
  sightAdvice(request: SightAdviceRequest): Promise<EngineResult<SightAdviceView>>;

  // Diary.
  notes(): Promise<EngineResult<NotesView>>;
  /**
   * The diary timeline, newest first: every saved shoot with its notes, personal best, achievements and
   * venue, and the pending notes; searched and filtered here, so the page draws only the answer.
   */
  diary(query?: DiaryQuery): Promise<EngineResult<DiaryView>>;
  addNote(note: NoteInput): Promise<EngineResult<NoteRecord>>;
  editNote(noteId: string, text: string): Promise<EngineResult<NoteRecord>>;
  highlightNote(noteId: string, highlighted: boolean): Promise<EngineResult<NoteRecord>>;
  /** Deletes a note for good (`no-such-note` if there is none); a merge never brings it back. */
  deleteNote(noteId: string): Promise<EngineResult<{ noteId: string }>>;

  // Sight marks, sorted as docs/product.md section 9 says.
  sightMarks(): Promise<EngineResult<SightMark[]>>;
  saveSightMark(mark: SightMarkInput): Promise<EngineResult<SightMark>>;
  deleteSightMark(sightMarkId: string): Promise<EngineResult<{ sightMarkId: string }>>;
  /**
   * The estimated mark for a distance with none recorded, from this archer's marks of one extension
   * setting, shaped for the profile's bow type (docs/sight-marks.md), with the points of its chart.
   */
  estimateSightMark(query: SightEstimateQuery): Promise<EngineResult<SightEstimateView>>;

  // Profile.
  profile(): Promise<EngineResult<UserProfile>>;
  updateProfile(changes: ProfileChanges): Promise<EngineResult<UserProfile>>;

  // Achievements (docs/product.md sections 3, 4 and 9; the rules are docs/achievements.md).
  /** Every achievement with its progress, grouped in the order of the rules table. */
  achievements(): Promise<EngineResult<AchievementGroupView[]>>;
  /** Unlocked achievements not yet read, oldest first (unread for over 24 h at start-up: dropped). */
  unreadAchievements(): Promise<EngineResult<UnreadAchievement[]>>;
  achievementReadState(): Promise<EngineResult<AchievementReadView>>;
  /**
   * Marks achievements read: listed ones join the celebrated set, 'all' clears the unread list. An id
   * no rule decides is refused as `invalid-achievements`, 'Achievement definition not found for: {id}'.
   */
  markAchievementsRead(achievementIds: string[] | 'all'): Promise<EngineResult<AchievementReadView>>;
  /** docs/product.md section 3 achievement preferences (popups on by default). */
  achievementPreferences(): Promise<EngineResult<AchievementPreferences>>;
  setAchievementPopups(enabled: boolean): Promise<EngineResult<AchievementPreferences>>;

  // Backup and import.
  /**
   * The docs/product.md section 3 backup payload as a JSON file; `preferences` are the UI's own flags to
   * include.
   */
  exportBackup(preferences?: Record<string, unknown>): Promise<EngineResult<SealedBackup>>;
  /**
   * The backup payload for a cloud upload, with the log position it holds: the position to hand to
   * `backupStored` once the server says it stored this payload.
   */
  backupForUpload(
    preferences?: Record<string, unknown>,
  ): Promise<
    EngineResult<{ data: ExportFile; manifest: BackupManifest; deviceId: string; logPosition: number }>
  >;
  /**
   * The manifest counts of the data on this phone now (docs/completeness.md), counted from what the
   * worker holds: cheap enough for the Data screen to ask each time it opens. No checksum.
   */
  phoneCounts(): Promise<EngineResult<ManifestCounts>>;
  /**
   * Whether a cloud backup is owed to `owner` (the account signed in, or the recovery code): changes
   * in the log past the last backup the server acknowledged under that owner.
   */
  backupOwed(owner: string): Promise<EngineResult<BackupOwed>>;
  /**
   * The server stored a backup holding the log up to `logPosition` at `storedAt` under `owner`: stamps
   * that durably (never moving it back) and the profile's lastBackupDate; answers what is still owed.
   */
  backupStored(logPosition: number, storedAt: string, owner: string): Promise<EngineResult<BackupOwed>>;
  /**
   * Imports a backup payload or the old app's export ({ history, notes, user }), as JSON text or parsed.
   * Merge rules skip what is already here, so importing the same file twice adds nothing; a file that
   * is not one of those shapes changes nothing and comes back as `invalid-import`, one that does not
   * match its manifest as `incomplete-file` (docs/completeness.md).
   */
  importData(file: unknown): Promise<EngineResult<ImportSummary>>;
  /**
   * Replaces this device's saved shoots, their notes, the sight marks and the profile with a backup's, in
   * one write ("use this backup instead"); the shoot being scored and its pending notes stay. The backup
   * is read as an import onto an empty device; one holding nothing is refused (`invalid-import`), one
   * that does not match its manifest too (`incomplete-file`).
   */
  restoreData(file: unknown): Promise<EngineResult<ImportSummary>>;
  /**
   * "Check a backup file": reads a backup or export (JSON text or parsed) and checks it against its
   * manifest without importing anything: what it lists, what it holds and, in words, whether it is
   * complete (docs/completeness.md). A file cut short is a check that says what is missing; only a file
   * that is no backup at all is refused (`invalid-import`).
   */
  checkBackupFile(file: unknown): Promise<EngineResult<BackupFileCheck>>;
  /** How this device and a backup differ shoot by shoot (the conflict check); `invalid-import` if unreadable. */
  compareWithBackup(file: unknown): Promise<EngineResult<BackupComparison>>;
  /**
   * What an account holds: the union of its phones' latest backups less what any of them deleted
   * (shared/import-export/accountUnion.ts), as one backup payload to compare with and combine.
   */
  accountUnion(backups: unknown[]): Promise<EngineResult<BackupPayload>>;
  /** The history as two CSV files (a row per shoot, a row per arrow), oldest first, built here in the worker. */
  exportCsv(): Promise<EngineResult<CsvExport>>;

  // The records officer's formats (docs/records-formats.md).
  /**
   * A competition's results file (an ianseo qualification export or a TamlynScore rankings CSV, told
   * apart by its header): its rows and the archer's own by the profile's membership number, else name.
   * A file neither program wrote, or laid out otherwise, is `invalid-import` with the reason in words.
   */
  readCompetitionResults(text: string): Promise<EngineResult<CompetitionResultsView>>;
  /**
   * Imports the row on `line` of that file: one shoot per round with every arrow, the day and status
   * chosen, each checked against the file's own totals (a row that does not add up is `invalid-import`
   * with both figures). Goes through importData's merge rules: the same result again adds nothing.
   */
  importCompetitionResult(
    text: string,
    line: number,
    choice: CompetitionImportChoice,
  ): Promise<EngineResult<ImportSummary>>;
  /** A saved shoot's arrows as ianseo arrow strings, one per distance (ianseo's distances: the round's passes). */
  ianseoArrowStrings(historyId: number): Promise<EngineResult<string[]>>;
  /**
   * Pasted ianseo arrow strings, one per distance, read as arrows on the round: `unknown-game-type`, or
   * `invalid-arrow` naming the distance and arrow that cannot be read.
   */
  readIanseoArrowStrings(roundName: string, strings: string[]): Promise<EngineResult<ArrowValue[]>>;
  /**
   * A live shoot's entries as ianseo's participant list load (tab-separated, no header): each archer with
   * the membership number the organiser gives. `roster-incomplete` names every archer ianseo could not
   * take (no membership number, no gender, a bow ianseo has no division for).
   */
  ianseoEntriesFile(archers: RosterArcher[], setting: RosterSetting): Promise<EngineResult<ExportFile>>;
  /** The chosen shoots as Golden Records' score import file, under the club template's headings. */
  goldenRecordsExport(
    historyIds: number[],
    template: GoldenRecordsTemplate,
  ): Promise<EngineResult<ExportFile>>;

  // Live shoots.
  /**
   * The score sheet of another archer's arrows (a live-shoot participant), laid out as the score card
   * lays out this archer's: `unknown-game-type` for a round the catalogue lacks, `invalid-arrow` for a
   * value not on its faces.
   */
  scorecardOf(roundName: string, arrows: readonly ArrowValue[]): Promise<EngineResult<ScorecardView>>;
}
