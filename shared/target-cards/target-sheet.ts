import type { EventStatus } from '../ledger/event-status.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { compareArrowsDescending } from '../scoring/endOrder.js';
import { splitIntoEnds } from '../scoring/ends.js';
import type { CardArcher, CorrectionAfterSigning, Signature, TargetCard, TargetLetter } from './card.js';
import { nextToScore, whoSignsAsScorer, type ScoringPlace } from './target.js';

/**
 * A target being scored on this phone (docs/scoring-a-target.md): what the scorer set up, every
 * archer's arrows as written, and the signatures so far. It is the paper boss sheet while the target is
 * shot; each archer's card is cut from it once both have signed. Pure: the worker keeps one of these as
 * a projection of the target events, so a phone closed mid-target opens on the same sheet.
 */

/** One archer on the target, with the letter of their place in the target order. */
export interface TargetArcher extends CardArcher {
  letter: TargetLetter;
  /**
   * The catalogue's name of the archer's own round, when it is not the target's (own-round.ts says which
   * may differ); absent, they shoot the target's round, as every archer did before a round could differ.
   */
  round?: string;
}

/** What the scorer sets up before the first arrow. */
export interface TargetSetup {
  /** The catalogue's round name: every archer shoots it unless their own differs (TargetArcher.round). */
  round: string;
  /** The day shot, YYYY-MM-DD. */
  date: string;
  place: string | null;
  eventStatus: EventStatus;
  /** The target (boss) number, when the field numbers them. */
  targetNumber: number | null;
  /** A to F in target order, letters consecutive from A. */
  archers: TargetArcher[];
  /** Who writes the arrows: one of the archers (their letter), or someone not shooting (letter null). */
  scorer: { letter: TargetLetter | null; name: string };
}

/** Both signatures a card needs, as far as they are made. */
export interface CardSignatures {
  archer: Signature | null;
  scorer: Signature | null;
}

export interface TargetSheet {
  setup: TargetSetup;
  /** Every archer's arrows in the order written, by letter. */
  arrows: ReadonlyMap<TargetLetter, readonly ArrowValue[]>;
  /** The letters in the order their arrows were written, so undo takes back the last arrow written. */
  written: readonly TargetLetter[];
  /** The scorer stopped before the round's end: the cards are signed as they stand (incomplete). */
  stopped: boolean;
  signatures: ReadonlyMap<TargetLetter, CardSignatures>;
  /** Changes made to sealed cards since signing, each with the old value, when and by whom. */
  corrections: ReadonlyMap<TargetLetter, readonly CorrectionAfterSigning[]>;
}

export function newTargetSheet(setup: TargetSetup): TargetSheet {
  return {
    setup,
    arrows: new Map(setup.archers.map((archer) => [archer.letter, []])),
    written: [],
    stopped: false,
    signatures: new Map(setup.archers.map((archer) => [archer.letter, { archer: null, scorer: null }])),
    corrections: new Map(),
  };
}

export function withTargetArrow(sheet: TargetSheet, letter: TargetLetter, value: ArrowValue): TargetSheet {
  const arrows = new Map(sheet.arrows);
  arrows.set(letter, [...(arrows.get(letter) ?? []), value]);
  return { ...sheet, arrows, written: [...sheet.written, letter] };
}

export function withTargetCorrection(
  sheet: TargetSheet,
  letter: TargetLetter,
  index: number,
  value: ArrowValue,
): TargetSheet {
  const arrows = new Map(sheet.arrows);
  arrows.set(
    letter,
    (arrows.get(letter) ?? []).map((arrow, at) => (at === index ? value : arrow)),
  );
  return { ...sheet, arrows };
}

/** The last arrow written, of whichever archer, taken back. */
export function withoutLastTargetArrow(sheet: TargetSheet): TargetSheet {
  const letter = sheet.written.at(-1);
  if (letter === undefined) return sheet;
  const arrows = new Map(sheet.arrows);
  arrows.set(letter, (arrows.get(letter) ?? []).slice(0, -1));
  return { ...sheet, arrows, written: sheet.written.slice(0, -1) };
}

export function withSignature(
  sheet: TargetSheet,
  letter: TargetLetter,
  role: keyof CardSignatures,
  signature: Signature,
): TargetSheet {
  const signatures = new Map(sheet.signatures);
  const before = signatures.get(letter) ?? { archer: null, scorer: null };
  signatures.set(letter, { ...before, [role]: signature });
  return { ...sheet, signatures };
}

/**
 * Each archer's round by letter (own-round.ts, roundsOnTarget): the target's, or their own. Every one has
 * the same arrows per end, so the target is shot end by end together.
 */
export type RoundsOnTarget = ReadonlyMap<TargetLetter, Pick<Round, 'endSize' | 'maxArrows'>>;

/** The target's end size and its ends: as many as the longest round on it has. */
export function roundShape(rounds: RoundsOnTarget): { endSize: number; ends: number } {
  const all = [...rounds.values()];
  const endSize = all[0]?.endSize ?? 1;
  return { endSize, ends: Math.max(0, ...all.map((round) => Math.ceil((round.maxArrows ?? 0) / endSize))) };
}

/**
 * Who is written next, in the paper's order: end by end, A to F within each end, passing over an archer
 * whose shorter round is shot; null when all are done.
 */
export function nextPlace(sheet: TargetSheet, rounds: RoundsOnTarget): ScoringPlace | null {
  if (sheet.stopped) return null;
  const shot = new Map([...sheet.arrows].map(([letter, arrows]) => [letter, arrows.length]));
  const roundArrows = new Map([...rounds].map(([letter, round]) => [letter, round.maxArrows ?? 0]));
  return nextToScore(shot, roundShape(rounds).endSize, roundArrows);
}

/** Scoring is over, by the rounds' end or the scorer's stop: cards may now be signed. */
export function readyToSign(sheet: TargetSheet, rounds: RoundsOnTarget): boolean {
  return sheet.stopped || nextPlace(sheet, rounds) === null;
}

/**
 * Who signs a card as its scorer: the scorer, unless the card is the scorer's own, when the next archer
 * on the target does (target.ts); null when nobody can (a target of one scored by its own archer).
 */
export function scorerSigning(
  setup: TargetSetup,
  letter: TargetLetter,
): { letter: TargetLetter | null; name: string } | null {
  if (setup.scorer.letter === null) return setup.scorer;
  const signer = whoSignsAsScorer(
    letter,
    setup.scorer.letter,
    setup.archers.map((archer) => archer.letter),
  );
  if (signer === null) return null;
  const archer = setup.archers.find((each) => each.letter === signer);
  return archer === undefined ? null : { letter: signer, name: archer.name };
}

/** An archer's card once both have signed: the ends as written on paper, highest first. Null before. */
export function cardOf(sheet: TargetSheet, letter: TargetLetter, endSize: number): TargetCard | null {
  const archer = sheet.setup.archers.find((each) => each.letter === letter);
  const signatures = sheet.signatures.get(letter);
  const scorer = scorerSigning(sheet.setup, letter);
  if (!archer || !signatures?.archer || !signatures.scorer || scorer === null) return null;
  const { letter: _letter, round: own, ...who } = archer;
  return {
    archer: who,
    letter,
    targetNumber: sheet.setup.targetNumber,
    // The archer's own round where it differs: the card, its seal and their record are of what they shot.
    round: own ?? sheet.setup.round,
    date: sheet.setup.date,
    place: sheet.setup.place,
    eventStatus: sheet.setup.eventStatus,
    ends: splitIntoEnds(sheet.arrows.get(letter) ?? [], endSize).map((end) =>
      [...end].sort(compareArrowsDescending),
    ),
    scorer: scorer.name,
    archerSignature: signatures.archer,
    scorerSignature: signatures.scorer,
  };
}

/** A change to a sealed card, logged beside it: the card as signed stays what its seal proves. */
export function withCorrectionAfterSigning(
  sheet: TargetSheet,
  letter: TargetLetter,
  correction: CorrectionAfterSigning,
): TargetSheet {
  const corrections = new Map(sheet.corrections);
  corrections.set(letter, [...(corrections.get(letter) ?? []), correction]);
  return { ...sheet, corrections };
}
