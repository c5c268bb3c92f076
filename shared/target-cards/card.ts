import type { AgeGroup, BowType, Gender } from '../classifications/category.js';
import type { EventStatus } from '../ledger/event-status.js';
import type { ArrowValue } from '../rounds/round.js';

/**
 * One archer's card from a target scored on one phone (docs/scoring-a-target.md): what the paper
 * scoresheet holds, as the scorer wrote it, with both signatures. Each archer takes their own card away
 * into their own record; the card is the same data on the scorer's phone, in a link, in a QR code and
 * in the archer's history, so this is the one shape all of them read.
 */

/** The archers on a target, by letter in target order (six at most, as on the largest bosses). */
export const TARGET_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type TargetLetter = (typeof TARGET_LETTERS)[number];

/** Who an archer is, as far as a handicap and a classification need: the category and a name. */
export interface CardArcher {
  name: string;
  bowType: BowType;
  ageGroup: AgeGroup;
  gender: Gender;
}

/**
 * A signature: when it was made and the mark itself. Typed initials, or a finger-drawn mark kept as its
 * strokes written as text (each point two base64url characters, x then y on a 64 by 64 grid, strokes
 * separated by a space) so it travels in a link and a QR code.
 */
export type SignatureMark = { kind: 'initials'; text: string } | { kind: 'drawn'; strokes: string };

/** A drawn signature's strokes at most: 100 points, enough for a name's shape and a QR code that reads. */
export const MOST_STROKE_CHARACTERS = 200;

/** The most characters of typed initials: a signature, not a sentence. */
export const MOST_INITIALS_CHARACTERS = 12;

/** A signature's mark as the card may carry it: initials typed, or strokes in the drawn mark's alphabet. */
export function isSignatureMark(kind: SignatureMark['kind'], text: string): boolean {
  if (kind === 'initials') return text.trim() !== '' && text.length <= MOST_INITIALS_CHARACTERS;
  return text.length > 0 && text.length <= MOST_STROKE_CHARACTERS && /^[A-Za-z0-9_ -]+$/.test(text);
}

export interface Signature {
  /** ISO 8601 time of signing, UTC. */
  at: string;
  mark: SignatureMark;
}

/** The content a seal is taken of: everything on the paper sheet that both signatures agree to. */
export interface TargetCard {
  archer: CardArcher;
  letter: TargetLetter;
  /** The target (boss) number, when the field numbers them ("12A"). */
  targetNumber: number | null;
  /** The catalogue's round name ("portsmouth", "york"). */
  round: string;
  /** The day shot, YYYY-MM-DD. */
  date: string;
  place: string | null;
  eventStatus: EventStatus;
  /** Every arrow by end, written highest first within each end, as called at the target. */
  ends: ArrowValue[][];
  /** The name of whoever wrote the arrows: never the card's own archer (target.ts, whoSignsAsScorer). */
  scorer: string;
  archerSignature: Signature;
  scorerSignature: Signature;
}

/**
 * A change made to a card after it was signed: the old value stays, with when and by whom, as a strike
 * through and initials do on paper. `end` and `arrow` count from 0 (arrow within the end as written).
 */
export interface CorrectionAfterSigning {
  end: number;
  arrow: number;
  from: ArrowValue;
  to: ArrowValue;
  at: string;
  by: string;
}

/** A signed card: its content, the seal taken when it was signed, and any change made since. */
export interface SealedCard {
  card: TargetCard;
  /** SHA-256 of the card's canonical content as signed (seal.ts), 64 hex digits. */
  seal: string;
  corrections: CorrectionAfterSigning[];
}
