import type { ShootEdit } from '../contract/historyViews.js';
import type { SavedShootChanges } from '../events/eventTypes.js';
import { makeEvent } from '../events/makeEvent.js';
import { isArrowValue } from '../events/payloadGuards.js';
import { SHOOT_STATUSES } from '../history/historyItem.js';
import { EVENT_STATUS_LABELS, readStandingChange, shootStatusForEvent } from '../history/shootStanding.js';
import { MAX_ARROWS_PER_SHOOT } from '../history/readHistoryItem.js';
import { arrowsTotal, isAllowedArrow } from '../scoring/arrowValues.js';
import { notAScoreOn } from '../scoring/notAScore.js';
import { parseDateMs } from '../time/dates.js';
import { accept, refuse, type Decide } from './decision.js';
import type { SavedShoot } from '../projections/historyProjection.js';
import { readLocation } from './shootCommands.js';

/** Commands on saved shoots: edit (date, status, location, arrows) and delete. */

function findShoot(historyId: number, shoot: SavedShoot | undefined) {
  return shoot ?? refuse('no-such-shoot', `There is no saved shoot ${String(historyId)}`);
}

function readChanges(edit: ShootEdit, shoot: SavedShoot): SavedShootChanges | string {
  if (typeof edit !== 'object' || edit === null) return 'The changes must be an object';
  const changes: SavedShootChanges = {};
  if (edit.date !== undefined) {
    if (typeof edit.date !== 'string' || parseDateMs(edit.date) === null) return 'The date is not a date';
    changes.date = edit.date;
  }
  if (edit.shootStatus !== undefined) {
    if (!SHOOT_STATUSES.includes(edit.shootStatus))
      return `Unknown shoot status: ${String(edit.shootStatus)}`;
    changes.shootStatus = edit.shootStatus;
  }
  const standingProblem = readStandingChange(edit);
  if (standingProblem !== null) return standingProblem;
  if (edit.eventStatus !== undefined) {
    if (edit.shootStatus !== undefined && shootStatusForEvent(edit.eventStatus) !== edit.shootStatus)
      return `A ${EVENT_STATUS_LABELS[edit.eventStatus].toLowerCase()} shoot cannot also be ${edit.shootStatus}`;
    changes.eventStatus = edit.eventStatus;
    delete changes.shootStatus;
  }
  for (const flag of ['witnessed', 'signed', 'leaveOutOfHandicap'] as const) {
    const value = edit[flag];
    if (value !== undefined) changes[flag] = value;
  }
  if (edit.location !== undefined) {
    const location = readLocation(edit.location);
    if (location === undefined) return 'The location is not a place on Earth';
    changes.location = location;
  }
  if (edit.scores !== undefined) {
    const scores: unknown = edit.scores;
    if (!Array.isArray(scores) || scores.length > MAX_ARROWS_PER_SHOOT) return 'The arrows must be a list';
    const round = shoot.round;
    for (const arrow of scores) {
      // On a known round only its keypad values; on a round the catalogue lost, any recorded value.
      if (!isArrowValue(arrow) || (round && !isAllowedArrow(arrow, round))) {
        return notAScoreOn(arrow, shoot.item.gameType);
      }
    }
    changes.scores = [...edit.scores];
    changes.score = arrowsTotal(edit.scores, round ?? { passes: [] });
  }
  return Object.keys(changes).length > 0 ? changes : 'Nothing to change';
}

export function updateShoot(historyId: number, edit: ShootEdit): Decide {
  return (state, source) => {
    const shoot = findShoot(historyId, state.history.get(historyId));
    if ('ok' in shoot) return shoot;
    const changes = readChanges(edit, shoot);
    if (typeof changes === 'string') return refuse('invalid-shoot-change', changes);
    return accept(makeEvent('shoot-updated', { historyId, changes }, source));
  };
}

export function deleteShoot(historyId: number): Decide {
  return (state, source) => {
    const shoot = findShoot(historyId, state.history.get(historyId));
    if ('ok' in shoot) return shoot;
    return accept(makeEvent('shoot-deleted', { historyId }, source));
  };
}
