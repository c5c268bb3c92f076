import type { NoteRecord } from '../events/records.js';
import type { ShootClassification } from '../history/historyItem.js';
import type { ArrowValue, Discipline, DistanceUnit, ScoringSystem } from '../rounds/round.js';
import type { Tally } from '../scoring/arrowCounts.js';
import type { LandscapeScorecard } from '../scoring/landscapeScorecard.js';
import type { PortraitScorecard } from '../scoring/portraitScorecard.js';
import type { DistanceSubtotal } from '../scoring/totals.js';
import type { TwoFiftyTwoProgress } from '../scoring/twoFiftyTwo.js';
import type { FacePosition } from '../target-face/targetFace.js';
import type { FaceEntryView } from './faceEntry.js';

/** What the score card draws of the shoot being scored, and the score sheet's layouts (docs/product.md section 2). */

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
