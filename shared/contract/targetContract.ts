import type { ChangeTopic } from './changes.js';
import type { EngineResult } from './answers.js';
import type { EventStatus } from '../ledger/event-status.js';
import type { ArrowValue, ScoringSystem } from '../rounds/round.js';
import type { TieBreakColumn } from '../scoring/tieBreaks.js';
import type {
  CardArcher,
  CorrectionAfterSigning,
  Signature,
  SignatureMark,
  TargetLetter,
} from '../target-cards/card.js';
import type { TargetSetup } from '../target-cards/target-sheet.js';
import type { CardEndView } from './targetCardView.js';

/** One archer's row of the target sheet: the paper boss sheet's line, with their card's signing. */
export interface TargetRowView {
  letter: TargetLetter;
  archer: CardArcher;
  /** The catalogue's name of the round this archer shoots: the target's, or their own. */
  round: string;
  /** Their round is the target's (their card says the same round as the sheet's heading). */
  roundIsTargets: boolean;
  /** Ends in their round: fewer than the target's when their round is shorter. */
  roundEnds: number;
  /** The keys of their round's face, for a change to their card after signing. */
  keys: ArrowValue[];
  /** Each end as written so far, in the order called (the card sorts them when it is cut). */
  ends: CardEndView[];
  arrowsShot: number;
  total: number;
  /** Hits and golds, or the era's tie-break columns, headed as the round's sheet heads them. */
  columns: TieBreakColumn[];
  /** Who signs this card as scorer (the scorer, or for the scorer's own card the next archer). */
  scorer: { letter: TargetLetter | null; name: string };
  archerSignature: Signature | null;
  scorerSignature: Signature | null;
  /**
   * Once both have signed: the seal code, the card's text for its link and QR code, its ends as written
   * (highest first, with any change after signing) and the changes after signing.
   */
  sealed: {
    sealCode: string;
    text: string;
    ends: ArrowValue[][];
    corrections: CorrectionAfterSigning[];
  } | null;
  /** The saved shoot on this phone holding this card (the scorer's own card, added here). */
  inHistory: number | null;
}

/** The target being scored on this phone, as the scorer's screens draw it. */
export interface TargetView {
  setup: TargetSetup;
  endSize: number;
  /** Ends on the target: as many as the longest round on it has. */
  ends: number;
  /** Whose arrow is next: the end (1-based), the archer and the arrow within their end (1-based). */
  next: { end: number; letter: TargetLetter; arrow: number } | null;
  /** The keys for the next arrow's face (the round's own keys once scoring is over). */
  keys: ArrowValue[];
  scoring: ScoringSystem;
  /** Scoring until the last end or the scorer's stop; then the cards are signed. */
  stage: 'scoring' | 'signing';
  stopped: boolean;
  rows: TargetRowView[];
  /** Something has been written that undo can take back (and the card it belongs to is unsigned). */
  canUndo: boolean;
}

/** What the scorer sets up: a target's archers, round, day and status (docs/scoring-a-target.md). */
export interface TargetSetupInput {
  round: string;
  date: string;
  place: string | null;
  eventStatus: EventStatus;
  targetNumber: number | null;
  /** In target order; `round` only for an archer shooting another round than the target's. */
  archers: (CardArcher & { round?: string })[];
  /** The scorer's letter when shooting on this target, else null with their name. */
  scorer: { letter: TargetLetter | null; name: string };
}

/** Scoring a target on one phone (docs/scoring-a-target.md); worker/features/target.ts. */
export interface TargetContract {
  /** The target being scored on this phone, or null when there is none. */
  target(): Promise<EngineResult<TargetView | null>>;
  /**
   * The archers of this phone's earlier targets, newest first and each person once, for the setup to pick
   * from instead of typing them again (shared/target-cards/recent-archers.ts).
   */
  recentTargetArchers(): Promise<EngineResult<CardArcher[]>>;
  /** Sets up a target; `invalid-target` says in words what is missing, `target-in-progress` while one is. */
  startTarget(setup: TargetSetupInput): Promise<EngineResult<TargetView>>;
  /** Writes the next arrow for the archer whose turn it is on paper. */
  scoreTargetArrow(value: ArrowValue): Promise<EngineResult<TargetView>>;
  /** Corrects an archer's arrow (by its index among theirs) until someone signs their card. */
  correctTargetArrow(
    letter: TargetLetter,
    index: number,
    value: ArrowValue,
  ): Promise<EngineResult<TargetView>>;
  /** Takes back the last arrow written, of whichever archer. */
  undoTargetArrow(): Promise<EngineResult<TargetView>>;
  /** Stops scoring where it is: the cards are signed as they stand, incomplete. */
  stopTarget(): Promise<EngineResult<TargetView>>;
  /** Signs a card as its archer or as whoever signs it as scorer; the second signature seals it. */
  signTargetCard(
    letter: TargetLetter,
    role: 'archer' | 'scorer',
    mark: SignatureMark,
  ): Promise<EngineResult<TargetView>>;
  /**
   * Changes a sealed card's arrow (`end` and `arrow` from 0 on the card as written): logged with the old
   * value, time and the scorer's name; the card then says "Changed after signing" and is not witnessed.
   */
  correctSealedCard(
    letter: TargetLetter,
    end: number,
    arrow: number,
    to: ArrowValue,
  ): Promise<EngineResult<TargetView>>;
  /** The scorer is done: the target leaves this phone (cards not taken are lost with it). */
  endTarget(): Promise<EngineResult<null>>;
}

/**
 * What each read of TargetContract depends on, declared once beside it (issue #46): the sheet, and the
 * history for the scorer's own card added here; the recent archers change only when a target is set up.
 */
export const TARGET_READS = {
  target: ['target', 'history'],
  recentTargetArchers: ['target'],
} as const satisfies Partial<Record<keyof TargetContract, readonly ChangeTopic[]>>;
