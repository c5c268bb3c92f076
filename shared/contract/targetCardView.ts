import type { EventStatus } from '../ledger/event-status.js';
import type { ArrowValue } from '../rounds/round.js';
import type { TieBreakColumn } from '../scoring/tieBreaks.js';
import type {
  CardArcher,
  CorrectionAfterSigning,
  SignatureMark,
  TargetLetter,
} from '../target-cards/card.js';

/** One end of a signed card as the sheet shows it: the arrows as written, the end's total, the running total. */
export interface CardEndView {
  arrows: ArrowValue[];
  total: number;
  runningTotal: number;
}

/**
 * A scorer's signed card as the archer sees it before adding it (docs/scoring-a-target.md): everything the
 * paper sheet says, the seal code and what the seal says of the card, and whether it is in this history.
 */
export interface TargetCardView {
  archer: CardArcher;
  letter: TargetLetter;
  targetNumber: number | null;
  /** The catalogue's round name; `roundKnown` false for a round this app's catalogue does not hold. */
  round: string;
  roundKnown: boolean;
  date: string;
  place: string | null;
  eventStatus: EventStatus;
  scorer: string;
  archerSignature: { at: string; mark: SignatureMark };
  scorerSignature: { at: string; mark: SignatureMark };
  sealCode: string;
  standing: 'signed' | 'changed-after-signing';
  corrections: CorrectionAfterSigning[];
  ends: CardEndView[];
  total: number;
  /** Hits and golds (or the era's tie-break columns), headed as the round's sheet heads them. */
  columns: TieBreakColumn[];
  /** The saved shoot that holds this card, when it was added already. */
  inHistory: number | null;
  /**
   * The archer's own scoring of the same shoot (this round on this day, not from a card), with every
   * difference in words ("End 4, arrow 2: you 9, scorer 7"); null when there is none.
   */
  ownScoring: { historyId: number; score: number; differences: string[] } | null;
  /** The own shoot the archer kept instead of this card, when they set it aside. */
  setAsideFor: number | null;
}
