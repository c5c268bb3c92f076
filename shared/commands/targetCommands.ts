import {
  isSignatureMark,
  TARGET_LETTERS,
  type SignatureMark,
  type TargetLetter,
} from '../target-cards/card.js';
import type { TargetSetupInput } from '../contract/targetContract.js';
import { makeEvent } from '../events/makeEvent.js';
import type { Projections } from '../projections/projections.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { unknownGameType } from '../rounds/catalogue.js';
import { correctAfterSigning } from '../target-cards/seal.js';
import { ownRoundProblem, roundsOnTarget } from '../target-cards/own-round.js';
import { targetSetupProblem } from '../target-cards/target-setup.js';
import {
  cardOf,
  nextPlace,
  readyToSign,
  scorerSigning,
  type TargetArcher,
  type TargetSetup,
  type TargetSheet,
} from '../target-cards/target-sheet.js';
import { accept, refuse, type Decide, type Decision } from './decision.js';
import { checkArrow } from './shootCommands.js';

/**
 * Commands on the target being scored on this phone (docs/scoring-a-target.md): set it up, write each
 * archer's arrows in the paper's order, correct or take back an arrow before its card is signed, stop
 * early, sign each card as archer and as scorer, and end the target.
 */

/** The target being scored and each archer's round (own-round.ts), or the refusal when there is none. */
type Scored = { sheet: TargetSheet; rounds: Map<TargetLetter, Round> };

function targetOf(state: Projections): Scored | Decision {
  const sheet = state.target;
  if (sheet === null) return refuse('no-target', 'No target is being scored on this phone');
  const found = roundsOnTarget(sheet.setup, state.context.findRound);
  return 'rounds' in found
    ? { sheet, rounds: found.rounds }
    : refuse('unknown-game-type', unknownGameType(found.unknown));
}

function isTarget(value: Scored | Decision): value is Scored {
  return !('ok' in value);
}

/** The round an archer on the target shoots (every letter on the sheet has one). */
function roundOf(target: Scored, letter: TargetLetter): Round {
  return target.rounds.get(letter)!;
}

/** Whether anybody has signed the archer's card: its arrows are then what was signed. */
function signedAlready(sheet: TargetSheet, letter: TargetLetter): boolean {
  const signatures = sheet.signatures.get(letter);
  return signatures !== undefined && (signatures.archer !== null || signatures.scorer !== null);
}

/** The setup as the scorer gave it, each archer lettered in the order given (A first). */
function lettered(input: TargetSetupInput): unknown {
  if (typeof input !== 'object' || input === null || !Array.isArray(input.archers)) return input;
  return {
    ...input,
    archers: input.archers.map((archer, at) => ({ ...archer, letter: TARGET_LETTERS[at] })),
  };
}

export function startTarget(input: TargetSetupInput): Decide {
  return (state, source) => {
    if (state.target !== null) {
      return refuse('target-in-progress', 'End the target being scored before setting up another');
    }
    const setup = lettered(input) as TargetSetup;
    const problem = targetSetupProblem(setup);
    if (problem !== null) return refuse('invalid-target', problem);
    const round = state.context.findRound(setup.round);
    if (round === undefined) return refuse('unknown-game-type', unknownGameType(setup.round));
    if (round.maxArrows === null) {
      return refuse('invalid-target', 'A practice round has no end, so a target cannot be scored on it');
    }
    const archers: TargetArcher[] = [];
    for (const { round: ownName, ...archer } of setup.archers) {
      // The names as written, without the spaces a phone's keyboard leaves after them.
      const named = { ...archer, name: archer.name.trim() };
      const own = ownName === undefined ? round : state.context.findRound(ownName);
      const problem = ownRoundProblem(named.name, own, round);
      if (problem !== null) return refuse('invalid-target', problem);
      // The target's round chosen again is no round of their own: the card's is the target's either way.
      archers.push(own === undefined || own.name === round.name ? named : { ...named, round: own.name });
    }
    const scorer = { ...setup.scorer, name: setup.scorer.name.trim() };
    return accept(
      makeEvent('target-started', { setup: { ...setup, round: round.name, archers, scorer } }, source),
    );
  };
}

/** The next arrow, for the archer whose turn it is on paper: end by end, A to F within each end. */
export function scoreTargetArrow(value: ArrowValue): Decide {
  return (state, source) => {
    const target = targetOf(state);
    if (!isTarget(target)) return target;
    const place = nextPlace(target.sheet, target.rounds);
    if (place === null) return refuse('round-complete', 'Every arrow of this target has been written');
    // Checked against the round of the archer whose arrow it is: their face may not be the target's.
    const invalid = checkArrow(value, roundOf(target, place.letter));
    if (invalid) return invalid;
    return accept(makeEvent('target-arrow-scored', { letter: place.letter, value }, source));
  };
}

export function correctTargetArrow(letter: TargetLetter, index: number, value: ArrowValue): Decide {
  return (state, source) => {
    const target = targetOf(state);
    if (!isTarget(target)) return target;
    const arrows = target.sheet.arrows.get(letter);
    if (arrows === undefined || !Number.isInteger(index) || index < 0 || index >= arrows.length) {
      return refuse('no-such-arrow', `Archer ${String(letter)} has no arrow ${Number(index) + 1}`);
    }
    const invalid = checkArrow(value, roundOf(target, letter));
    if (invalid) return invalid;
    if (signedAlready(target.sheet, letter)) {
      return refuse('card-signed', `Archer ${letter}'s card is signed, so its arrows stay as signed`);
    }
    return accept(makeEvent('target-arrow-corrected', { letter, index, value }, source));
  };
}

export function undoTargetArrow(): Decide {
  return (state, source) => {
    const target = targetOf(state);
    if (!isTarget(target)) return target;
    const last = target.sheet.written.at(-1);
    if (last === undefined) return refuse('nothing-to-undo', 'No arrow has been written on this target');
    if (signedAlready(target.sheet, last)) {
      return refuse('card-signed', `Archer ${last}'s card is signed, so its arrows stay as signed`);
    }
    return accept(makeEvent('target-arrow-undone', {}, source));
  };
}

/** Scoring stops where it is: each card is signed as it stands, an incomplete round. */
export function stopTarget(): Decide {
  return (state, source) => {
    const target = targetOf(state);
    if (!isTarget(target)) return target;
    if (readyToSign(target.sheet, target.rounds)) {
      return refuse('cannot-sign-yet', 'Scoring on this target is over already');
    }
    return accept(makeEvent('target-stopped', {}, source));
  };
}

export function signTargetCard(letter: TargetLetter, role: 'archer' | 'scorer', mark: SignatureMark): Decide {
  return (state, source) => {
    const target = targetOf(state);
    if (!isTarget(target)) return target;
    const signatures = target.sheet.signatures.get(letter);
    if (signatures === undefined)
      return refuse('cannot-sign-yet', `No archer ${String(letter)} on this target`);
    if (!readyToSign(target.sheet, target.rounds)) {
      return refuse(
        'cannot-sign-yet',
        'Cards are signed after the last end, or once the scorer stops the target',
      );
    }
    if (role !== 'archer' && role !== 'scorer')
      return refuse('cannot-sign-yet', 'A card is signed by its archer and its scorer');
    if (scorerSigning(target.sheet.setup, letter) === null) {
      return refuse('cannot-sign-yet', 'Nobody else on this target can sign this card as scorer');
    }
    if (signatures[role] !== null)
      return refuse('cannot-sign-yet', `This card is signed by its ${role} already`);
    const text = mark?.kind === 'initials' ? mark.text : mark?.kind === 'drawn' ? mark.strokes : '';
    if (
      mark === null ||
      typeof mark !== 'object' ||
      typeof text !== 'string' ||
      !isSignatureMark(mark.kind, text)
    ) {
      return refuse('cannot-sign-yet', 'Sign with your initials (up to 12 letters) or draw your signature');
    }
    const signature = {
      at: new Date(source.now()).toISOString(),
      mark: mark.kind === 'initials' ? { kind: 'initials' as const, text: text.trim() } : mark,
    };
    return accept(makeEvent('target-card-signed', { letter, role, signature }, source));
  };
}

export function endTarget(): Decide {
  return (state, source) => {
    if (state.target === null) return refuse('no-target', 'No target is being scored on this phone');
    return accept(makeEvent('target-ended', {}, source));
  };
}

/**
 * A sealed card changed after signing: the arrow (counted from 0 on the card as written, highest first
 * in each end) takes its new value, and the old one is logged with the time and the scorer's name, as a
 * strike-through and initials on paper. The card then says so and no longer counts as witnessed.
 */
export function correctSealedCard(letter: TargetLetter, end: number, arrow: number, to: ArrowValue): Decide {
  return (state, source) => {
    const target = targetOf(state);
    if (!isTarget(target)) return target;
    if (!target.rounds.has(letter))
      return refuse('no-such-arrow', `No archer ${String(letter)} on this target`);
    const card = cardOf(target.sheet, letter, roundOf(target, letter).endSize);
    if (card === null) {
      return refuse(
        'cannot-sign-yet',
        'Only a sealed card is changed after signing; correct the sheet instead',
      );
    }
    // The card as it stands: signed, with the changes already logged (seal.ts keeps the one rule).
    const logged = target.sheet.corrections.get(letter) ?? [];
    const now = logged.reduce(correctAfterSigning, { card, seal: '', corrections: [] });
    const from = Number.isInteger(end) && Number.isInteger(arrow) ? now.card.ends[end]?.[arrow] : undefined;
    if (from === undefined) {
      return refuse('no-such-arrow', `The card has no arrow ${Number(arrow) + 1} in end ${Number(end) + 1}`);
    }
    const invalid = checkArrow(to, roundOf(target, letter));
    if (invalid) return invalid;
    if (from === to) return refuse('invalid-arrow', `That arrow is ${String(to)} already`);
    const correction = {
      end,
      arrow,
      from,
      to,
      at: new Date(source.now()).toISOString(),
      by: target.sheet.setup.scorer.name,
    };
    return accept(makeEvent('target-card-corrected', { letter, correction }, source));
  };
}
