import type { ChangeTopic } from './changes.js';
import type { ArrowValue } from '../rounds/round.js';
import type { FacePosition } from '../target-face/targetFace.js';
import type { CurrentShootView, ScoreSheet, ScorecardLayout } from './scoreCardViews.js';
import type { HistoryItemView, SaveShootDetails } from './historyViews.js';
import type { WhatINeedView } from './whatINeed.js';
import type { EngineResult } from './answers.js';

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

/**
 * The score card's part of the engine (issue #46): the shoot being scored, its card, the card's writes
 * and What I need. Implemented by worker/scoreCard.ts.
 */
export interface ScoreCardContract {
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
}

/**
 * What each read of ScoreCardContract depends on, declared once beside it (issue #46): a change batch with none of
 * these topics leaves the read's answer as it was, so a query of it is fetched again on these alone.
 */
export const SCORE_CARD_READS = {
  // Its pending notes are part of it.
  currentShoot: ['current-shoot', 'notes'],
  scoreCard: ['current-shoot', 'notes', 'profile'],
  whatINeed: ['current-shoot', 'history', 'profile'],
} as const satisfies Partial<Record<keyof ScoreCardContract, readonly ChangeTopic[]>>;
