import { EVENT_STATUS_LABELS, readStandingChange, shootStatusForEvent } from '../history/shootStanding.js';
import { isCompoundBow } from '../classifications/category.js';
import type { SaveShootDetails } from '../contract/historyViews.js';
import { makeEvent } from '../events/makeEvent.js';
import { isArrowValue } from '../events/payloadGuards.js';
import { isArrowPosition } from '../target-face/positionChecks.js';
import {
  DEFAULT_SHOOT_STATUS,
  SHOOT_STATUSES,
  type ShooterSnapshot,
  type ShootLocation,
} from '../history/historyItem.js';
import { unknownGameType } from '../rounds/catalogue.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { arrowsTotal, isAllowedArrow } from '../scoring/arrowValues.js';
import { notAScoreOn } from '../scoring/notAScore.js';
import { roundFit, roundFitMessage } from '../scoring/roundFit.js';
import { canSaveShoot, isRoundComplete } from '../scoring/saving.js';
import { arrowValueAt, TYPICAL_SHAFT_DIAMETER_MM } from '../target-face/arrowValueAt.js';
import { targetFaceForArrow, type FacePosition } from '../target-face/targetFace.js';
import { parseDateMs } from '../time/dates.js';
import { plottedPositions, shootingTime } from '../projections/currentShoot.js';
import { accept, refuse, type Decide, type Decision } from './decision.js';
import { profileSnapshot, type Projections } from '../projections/projections.js';

/**
 * Commands on the shoot being scored: pick a round (or change to one the arrows shot so far fit),
 * score, correct or undo arrows, save or discard.
 */

function currentRound(state: Projections): Round | Decision {
  const round = state.context.findRound(state.current.roundName);
  return round ?? refuse('unknown-game-type', unknownGameType(state.current.roundName));
}

function isRound(value: Round | Decision): value is Round {
  return !('ok' in value);
}

/** An arrow value the round's face can score, or the refusal in words (the score card's and a target's). */
export function checkArrow(value: unknown, round: Round): Decision | null {
  if (!isArrowValue(value) || !isAllowedArrow(value, round)) {
    return refuse('invalid-arrow', notAScoreOn(value, round.name));
  }
  return null;
}

export function startShoot(roundName: string): Decide {
  return (state, source) => {
    const round = typeof roundName === 'string' ? state.context.findRound(roundName) : undefined;
    if (round === undefined) return refuse('unknown-game-type', unknownGameType(String(roundName)));
    const shot = state.current.arrows.length;
    if (shot > 0) {
      // Mid-shoot the arrows stay: the new round must shoot them the way they were shot.
      const from = state.context.findRound(state.current.roundName);
      if (from === undefined || from.name === round.name) {
        return refuse('shoot-in-progress', 'Save or discard the shoot being scored before changing round');
      }
      const fit = roundFit(shot, from, round);
      if (!fit.fits) return refuse('round-does-not-fit', roundFitMessage(fit, round.name));
    }
    return accept(makeEvent('shoot-started', { roundName: round.name }, source));
  };
}

export function scoreArrow(value: ArrowValue): Decide {
  return (state, source) => {
    const round = currentRound(state);
    if (!isRound(round)) return round;
    const invalid = checkArrow(value, round);
    if (invalid) return invalid;
    if (isRoundComplete(round, state.current.arrows.length)) {
      return refuse('round-complete', `Every arrow of the ${round.name} has been scored`);
    }
    return accept(makeEvent('arrow-scored', { value, position: null }, source));
  };
}

/** A shaft diameter as given, or the typical one; refused when it is no size an arrow could be. */
function readShaft(shaftDiameterMm: number | undefined): number | null {
  if (shaftDiameterMm === undefined) return TYPICAL_SHAFT_DIAMETER_MM;
  return Number.isFinite(shaftDiameterMm) && shaftDiameterMm >= 0 && shaftDiameterMm <= 20
    ? shaftDiameterMm
    : null;
}

/**
 * The value of an arrow plotted at `position` as the arrow at `index` of the current shoot: the face of
 * that arrow's distance and the line-cutter rule (shared/target-face), so the worker, not the screen,
 * decides what a tap scores.
 */
function plottedValue(
  state: Projections,
  round: Round,
  index: number,
  position: unknown,
  shaftDiameterMm: number | undefined,
): { value: ArrowValue; position: FacePosition } | Decision {
  if (!isArrowPosition(position))
    return refuse('invalid-position', 'A plotted arrow needs x and y in millimetres on the face');
  const shaft = readShaft(shaftDiameterMm);
  if (shaft === null)
    return refuse('invalid-position', `${String(shaftDiameterMm)} mm is not an arrow shaft`);
  const face = targetFaceForArrow(round, index, isCompoundBow(state.profile.bowType));
  if (face === null) return refuse('no-target-face', `${round.name} has no face to plot on`);
  const value = arrowValueAt(face, position, shaft);
  const invalid = checkArrow(value, round);
  if (invalid) return invalid;
  return { value, position: { x: position.x, y: position.y } };
}

/** Scores an arrow from where it landed on the face (face entry mode, issue #18). */
export function plotArrow(position: FacePosition, shaftDiameterMm?: number): Decide {
  return (state, source) => {
    const round = currentRound(state);
    if (!isRound(round)) return round;
    if (isRoundComplete(round, state.current.arrows.length)) {
      return refuse('round-complete', `Every arrow of the ${round.name} has been scored`);
    }
    const plotted = plottedValue(state, round, state.current.arrows.length, position, shaftDiameterMm);
    if ('ok' in plotted) return plotted;
    return accept(makeEvent('arrow-scored', plotted, source));
  };
}

/** Moves a plotted arrow (dragged on the face): its value follows its new place. */
export function movePlottedArrow(index: number, position: FacePosition, shaftDiameterMm?: number): Decide {
  return (state, source) => {
    const round = currentRound(state);
    if (!isRound(round)) return round;
    if (!Number.isSafeInteger(index) || index < 0 || index >= state.current.arrows.length) {
      return refuse('no-such-arrow', `There is no arrow ${String(index)} on this shoot`);
    }
    const plotted = plottedValue(state, round, index, position, shaftDiameterMm);
    if ('ok' in plotted) return plotted;
    return accept(makeEvent('arrow-corrected', { index, ...plotted }, source));
  };
}

export function correctArrow(index: number, value: ArrowValue): Decide {
  return (state, source) => {
    const round = currentRound(state);
    if (!isRound(round)) return round;
    if (!Number.isSafeInteger(index) || index < 0 || index >= state.current.arrows.length) {
      return refuse('no-such-arrow', `There is no arrow ${String(index)} on this shoot`);
    }
    const invalid = checkArrow(value, round);
    if (invalid) return invalid;
    // A keypad correction leaves the arrow unplotted: its old place would contradict its new value.
    return accept(makeEvent('arrow-corrected', { index, value, position: null }, source));
  };
}

export function undoArrow(): Decide {
  return (state, source) =>
    state.current.arrows.length === 0
      ? refuse('nothing-to-undo', 'There is no arrow to take back')
      : accept(makeEvent('arrow-undone', {}, source));
}

export function discardShoot(): Decide {
  return (state, source) =>
    state.current.arrows.length === 0
      ? refuse('nothing-to-discard', 'There is no scored arrow to discard')
      : accept(
          makeEvent(
            'shoot-discarded',
            { roundName: state.current.roundName, discardedNoteIds: state.notes.pendingIds() },
            source,
          ),
        );
}

/** A location as the UI sends it: numbers in range and a place name (possibly empty). */
export function readLocation(raw: unknown): ShootLocation | null | undefined {
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const { placeName, latitude, longitude, country, region } = raw as Record<string, unknown>;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) return undefined;
  return {
    placeName: typeof placeName === 'string' ? placeName : '',
    latitude,
    longitude,
    // From the reverse-geocoding answer (Traveller achievements); absent when there was none.
    ...(typeof country === 'string' && country !== '' ? { country } : {}),
    ...(typeof region === 'string' && region !== '' ? { region } : {}),
  };
}

/** The snapshot saved with a shoot: only the fields the archer has filled in. */
function savedSnapshot(state: Projections): ShooterSnapshot {
  const snapshot: ShooterSnapshot = {};
  for (const [key, value] of Object.entries(profileSnapshot(state.profile)) as [
    keyof ShooterSnapshot,
    string,
  ][]) {
    if (value) snapshot[key] = value;
  }
  return snapshot;
}

export function saveShoot(details: SaveShootDetails = {}): Decide {
  return (state, source) => {
    const round = currentRound(state);
    if (!isRound(round)) return round;
    const arrows = state.current.arrows;
    // A round without a length (practice) is never cut short, so it is never incomplete.
    const complete = round.maxArrows === null || isRoundComplete(round, arrows.length);
    if (details.asIncomplete === true) {
      if (arrows.length === 0) return refuse('cannot-save-yet', 'There is no scored arrow to keep');
      if (complete) {
        return refuse('round-complete', `Every arrow of the ${round.name} is scored: save it as complete`);
      }
    } else if (!canSaveShoot(round, arrows.length)) {
      return refuse(
        'cannot-save-yet',
        `A ${round.name} can be saved once all its arrows are scored, or saved as incomplete`,
      );
    }
    const date = details.date ?? new Date(source.now()).toISOString();
    if (typeof date !== 'string' || parseDateMs(date) === null) {
      return refuse('invalid-shoot-details', 'The date of the shoot is not a date');
    }
    const standingProblem = readStandingChange(details);
    if (standingProblem !== null) return refuse('invalid-shoot-details', standingProblem);
    const eventStatus = details.eventStatus ?? null;
    const shootStatus =
      details.shootStatus ?? (eventStatus ? shootStatusForEvent(eventStatus) : DEFAULT_SHOOT_STATUS);
    if (!SHOOT_STATUSES.includes(shootStatus)) {
      return refuse('invalid-shoot-details', `Unknown shoot status: ${String(shootStatus)}`);
    }
    if (eventStatus !== null && shootStatusForEvent(eventStatus) !== shootStatus) {
      return refuse(
        'invalid-shoot-details',
        `A ${EVENT_STATUS_LABELS[eventStatus].toLowerCase()} shoot cannot also be ${shootStatus}`,
      );
    }
    const location = details.location === undefined ? null : readLocation(details.location);
    if (location === undefined)
      return refuse('invalid-shoot-details', 'The location is not a place on Earth');
    return accept(
      makeEvent(
        'shoot-saved',
        {
          historyId: state.history.nextId(),
          date,
          gameType: round.name,
          score: arrowsTotal(arrows, round),
          scores: [...arrows],
          positions: plottedPositions(state.current),
          shootDuration: shootingTime(state.current),
          location,
          shootStatus,
          userProfile: savedSnapshot(state),
          complete,
          eventStatus,
          witnessed: details.witnessed ?? false,
          signed: details.signed ?? false,
          leaveOutOfHandicap: details.leaveOutOfHandicap ?? false,
        },
        source,
      ),
    );
  };
}
