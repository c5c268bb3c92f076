import type { CardOnShoot } from '../target-cards/card-on-shoot.js';
import type {
  Achievement,
  AchievementGroupView,
  AchievementPreferences,
  UnreadAchievement,
} from '../achievements/views.js';
import type { AchievementTier } from '../achievements/types.js';
import type { DiaryEntry, DiaryQuery, DiaryView } from './diary.js';
import type { TargetProgress, WhatINeedGap, WhatINeedTarget, WhatINeedView } from './whatINeed.js';
import type {
  DistancePerformanceFilter,
  DistancePerformanceReport,
  DistanceReportRow,
  SeasonChoice,
} from './distances.js';
import type { ProgressFilter, ProgressPoint, ProgressSeries } from './progress.js';
import type { FaceEntryView } from './faceEntry.js';
import type { NoteRecord } from '../events/records.js';
import type { EndRecord, HistoryItem, ShootClassification, ShootDetails } from '../history/historyItem.js';
import type { UserProfile } from '../history/userProfile.js';
import type { Tombstones } from '../history/tombstones.js';
import type { MissingArrows } from '../history/missingArrows.js';
import type { BackupManifest } from '../backups/manifest.js';
import type { BackupFileCheck } from '../backups/manifestCheck.js';
import type { ArrowValue, Discipline, DistanceUnit, ScoringSystem } from '../rounds/round.js';
import type { Tally } from '../scoring/arrowCounts.js';
import type { LandscapeScorecard } from '../scoring/landscapeScorecard.js';
import type { PortraitScorecard } from '../scoring/portraitScorecard.js';
import type { DistanceSubtotal } from '../scoring/totals.js';
import type { TieBreakColumn } from '../scoring/tieBreaks.js';
import type { TwoFiftyTwoProgress } from '../scoring/twoFiftyTwo.js';
import type { SightMark } from '../sight-marks/sightMark.js';
import type { FacePosition } from '../target-face/targetFace.js';
import type { ShootResultView } from './shootResult.js';

/** What the worker hands the UI: plain data, computed in the worker, ready to render. */

export type { FaceEntryView, NoteRecord, SightMark, UserProfile };
export type { DiaryEntry, DiaryQuery, DiaryView };
export type { TargetProgress, WhatINeedGap, WhatINeedTarget, WhatINeedView };
export type { DistancePerformanceFilter, DistancePerformanceReport, DistanceReportRow, SeasonChoice };
export type { ProgressFilter, ProgressPoint, ProgressSeries };
export type { Achievement, AchievementGroupView, AchievementPreferences, AchievementTier, UnreadAchievement };

/** The round facts a score card needs to draw its keypad and boxes. */
export interface RoundSummary {
  name: string;
  unit: DistanceUnit;
  endSize: number;
  /** Keypad values, best first, M last. */
  keypad: ArrowValue[];
  /** Null for practice rounds, which have no arrow limit. */
  maxArrows: number | null;
  isPracticeRound: boolean;
  canSaveAnytime: boolean;
  hasX: boolean;
  /** Outdoor rounds on faces that record Xs break ties by World Archery's rule of the day (tieBreaks.ts). */
  isOutdoor: boolean;
  /** Whether the round earns a classification at all (practice and some club rounds do not). */
  hasClassification: boolean;
  /** Target, field or VI: VI rounds say they have no classification rather than U/C. */
  discipline: Discipline;
  /** The face's scoring, so keys and the end strip are painted in its ring colours. */
  scoring: ScoringSystem;
  /** What the gold column counts, in the sheet's words: "Golds", or "10s" where a 9 is gold too. */
  goldsLabel: string;
}

/** docs/product.md section 5 classification estimate, for the archer as the profile stands now. */
export interface ClassificationEstimate {
  averagePerEnd: number | null;
  /** The score plus every remaining arrow at the round's top value: the best the round can still end on. */
  projectedScore: number;
  /** The round's total at the current average per arrow; null on rounds without a fixed length. */
  paceScore: number | null;
  remainingArrows: number;
  /** The classification the pace score would earn ("on track for"); null below the lowest class too. */
  onTrackClassification: ShootClassification | null;
  /** The classification the best possible (projected) score would earn; null without a full profile. */
  bestPossibleClassification: ShootClassification | null;
}

/** The shoot being scored, as the score card renders it. */
export interface CurrentShootView {
  roundName: string;
  round: RoundSummary;
  /** Every arrow in the order shot. */
  arrows: ArrowValue[];
  /** Where each arrow was plotted on the face (mm, x right, y up), aligned with `arrows`; null from the keypad. */
  positions: Array<FacePosition | null>;
  runningTotal: number;
  /** Score of each end in shot order (an end never straddles two distances). */
  endTotals: number[];
  totals: Tally;
  distanceSubtotals: DistanceSubtotal[];
  estimate: ClassificationEstimate;
  twoFiftyTwo: TwoFiftyTwoProgress[];
  /** 1-based end the next arrow belongs to. */
  currentEndNumber: number;
  canSave: boolean;
  isComplete: boolean;
  /** Milliseconds from the first to the latest arrow. */
  shootingTime: number;
  pendingNotes: NoteRecord[];
  /** Face entry (issue #18): the archer's choice, the face of the next arrow and the arrows to draw on it. */
  faceEntry: FaceEntryView;
}

/** Both layouts of a score sheet (docs/product.md section 2), as a live participant's card or a saved shoot draws it; the score card's own answer carries one layout (ScoreCardView). */
export interface SheetLayouts {
  landscape: LandscapeScorecard;
  portrait: PortraitScorecard;
}

/** How a score sheet is laid out on screen (docs/product.md section 2). */
export type ScorecardLayout = keyof SheetLayouts;

/**
 * A score sheet in the one layout on screen: what the score card's answers carry, as building and
 * sending the other layout on every tap would cost the tap for a sheet nobody sees.
 */
export type ScoreSheet =
  | { layout: 'landscape'; landscape: LandscapeScorecard }
  | { layout: 'portrait'; portrait: PortraitScorecard };

/** A history list row: a saved shoot with its derived fields (docs/product.md section 3), arrows left out. */
/** A list row: no arrows, and no plotted positions (the shoot's own view and the analysis carry those). */
export type HistorySummary = Omit<HistoryItem, 'scores' | 'endTotals' | 'positions'> & {
  arrowsShot: number;
  /**
   * Why the shoot has no class where U/C would not be true (a VI round; a field rule: a field shoot
   * before 2025, a peg the bow style may not shoot), so the list says it has none; absent otherwise.
   */
  classificationNote?: string;
  topScore: boolean;
  averagePerEnd: number | null;
  /**
   * Its arrows do not fill the ends its round holds (an imported file that lost arrows, or a round kept
   * unfinished): the figures, for the list to flag. Absent otherwise (missingArrows.ts).
   */
  missingArrows?: MissingArrows;
};

/** One saved shoot in full: every arrow, its ends, its score sheet, its notes and what it came to. */
export type HistoryItemView = HistoryItem & {
  topScore: boolean;
  averagePerEnd: number | null;
  /** As on the list row: arrows short of the round's ends, never padded; absent when it is not. */
  missingArrows?: MissingArrows;
  endTotals: EndRecord[];
  /** The shoot's round (its keypad for editing arrows); null when the catalogue does not know it. */
  round: RoundSummary | null;
  /** Null when the catalogue does not know the round, so there is no sheet layout to draw. */
  scorecard: SheetLayouts | null;
  notes: NoteRecord[];
  /**
   * Its score against the personal best, its handicap against the recent ones and the achievements it
   * earned: the result screen after a save draws it from the save's own answer.
   */
  result: ShootResultView;
  /** The tie-break columns of the shoot's era with its counts (empty when the round is unknown). */
  tieBreaks: TieBreakColumn[];
  /** Why a round with classifications gave this shoot none (a peg the bow style may not shoot), or null. */
  classificationNote: string | null;
  /** The scorer's signed card the shoot was added from, as it stands against the shoot now; else null. */
  card: CardOnShoot | null;
};

export interface NotesView {
  /** Every note, oldest first. */
  notes: NoteRecord[];
  /** Notes not yet attached to a shoot. */
  pending: NoteRecord[];
}

export interface AchievementReadView {
  celebrated: string[];
  allReadAt: number | null;
  /** Unlocked and not yet read, oldest first (docs/product.md section 4). */
  unread: UnreadAchievement[];
}

/**
 * What the archer may fill in when saving a shoot; the worker supplies the rest. The date defaults to
 * now; the status to Practice, unless `eventStatus` is given, which decides it (they must agree if both
 * are); witnessing, signature and "leave out of my handicap" default to no.
 */
export interface SaveShootDetails extends ShootDetails {
  /**
   * The archer chose "Save as incomplete": a named round may be kept before its last arrow, saved
   * with no handicap or classification and not counted for records.
   */
  asIncomplete?: boolean;
}

/** Changes to a saved shoot; `scores` replaces every arrow (the score is worked out again). */
export interface ShootEdit extends ShootDetails {
  scores?: ArrowValue[];
}

export interface NoteInput {
  text: string;
  /** Defaults to the end of the latest arrow on the current shoot (null before the first arrow). */
  endNumber?: number | null;
  /** A saved shoot to attach to; absent or null makes a pending note. */
  shootId?: number | null;
}

/** A sight mark as the form sends it: without an id it is a new mark. */
export type SightMarkInput = Omit<SightMark, 'id' | 'label' | 'priority' | 'vertical'> &
  Partial<Pick<SightMark, 'id' | 'label' | 'priority' | 'vertical'>>;

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
