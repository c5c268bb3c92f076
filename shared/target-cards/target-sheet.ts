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
}

/** What the scorer sets up before the first arrow. */
export interface TargetSetup {
  /** The catalogue's round name: every archer on the target shoots it. */
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

/** Arrows, ends and end size of the round every archer on the target shoots. */
export function roundShape(round: Pick<Round, 'endSize' | 'maxArrows'>): { endSize: number; ends: number } {
  const arrows = round.maxArrows ?? 0;
  return { endSize: round.endSize, ends: Math.ceil(arrows / round.endSize) };
}

/** Who is written next, in the paper's order: end by end, A to F within each end; null when all are done. */
export function nextPlace(
  sheet: TargetSheet,
  round: Pick<Round, 'endSize' | 'maxArrows'>,
): ScoringPlace | null {
  if (sheet.stopped) return null;
  const { endSize, ends } = roundShape(round);
  const shot = new Map([...sheet.arrows].map(([letter, arrows]) => [letter, arrows.length]));
  const place = nextToScore(shot, endSize, ends);
  // The round's last end may be short of a whole end (a round whose arrows do not divide by the end size).
  if (place === null) return null;
  const arrowsOf = shot.get(place.letter) ?? 0;
  return arrowsOf < (round.maxArrows ?? 0) ? place : null;
}

/** Scoring is over, by the round's end or the scorer's stop: cards may now be signed. */
export function readyToSign(sheet: TargetSheet, round: Pick<Round, 'endSize' | 'maxArrows'>): boolean {
  return sheet.stopped || nextPlace(sheet, round) === null;
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
  const { letter: _letter, ...who } = archer;
  return {
    archer: who,
    letter,
    targetNumber: sheet.setup.targetNumber,
    round: sheet.setup.round,
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
