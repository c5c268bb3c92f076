import { SHOOT_STATUSES } from '../history/historyItem.js';
import { readStandingChange } from '../history/shootStanding.js';
import { readTombstones } from '../history/tombstones.js';
import { isEventStatus } from '../ledger/event-status.js';
import { TOP_RING_VALUE, type ArrowValue } from '../rounds/round.js';
import type { EngineEventType } from './eventTypes.js';
import { isFiniteNumber } from '../core/finiteNumber.js';
import { isPlainObject } from '../core/plainObject.js';
import { isArrowPosition, isPositionList } from '../target-face/positionChecks.js';
import { TARGET_LETTERS } from '../target-cards/card.js';
import { isSignature, isTargetSetup } from '../target-cards/target-setup.js';

/**
 * Shape checks of event payloads read back from storage, after their upgrades have run. The worker
 * wrote them, but a log can outlive the code that wrote it (or be damaged), and one bad record must be
 * set aside rather than break the replay of everything after it. Checks are shallow where the engine
 * only copies a value, and exact where replay computes with it (arrows, ids).
 */

const isString = (raw: unknown): raw is string => typeof raw === 'string';
const isWholeNumber = (raw: unknown): raw is number => Number.isSafeInteger(raw);
const isNullOr =
  <T>(check: (raw: unknown) => raw is T) =>
  (raw: unknown): raw is T | null =>
    raw === null || check(raw);

function isTargetLetter(raw: unknown): boolean {
  return (TARGET_LETTERS as readonly unknown[]).includes(raw);
}

export function isArrowValue(raw: unknown): raw is ArrowValue {
  return raw === 'X' || raw === 'M' || (isWholeNumber(raw) && raw >= 0 && raw <= TOP_RING_VALUE);
}

export function isArrowList(raw: unknown): raw is ArrowValue[] {
  if (!Array.isArray(raw)) return false;
  for (const arrow of raw) if (!isArrowValue(arrow)) return false;
  return true;
}

function isLocation(raw: unknown): boolean {
  return (
    isPlainObject(raw) &&
    isString(raw['placeName']) &&
    isFiniteNumber(raw['latitude']) &&
    isFiniteNumber(raw['longitude'])
  );
}

function isShootStatus(raw: unknown): boolean {
  return SHOOT_STATUSES.some((status) => status === raw);
}

/** The standing fields a saved shoot, an edit or a resaved copy may carry: each absent or well formed. */
function hasReadableStanding(raw: Record<string, unknown>): boolean {
  return readStandingChange(raw) === null;
}

function isHistoryItem(raw: unknown): boolean {
  return (
    isPlainObject(raw) &&
    isWholeNumber(raw['id']) &&
    isString(raw['date']) &&
    isFiniteNumber(raw['score']) &&
    isString(raw['gameType']) &&
    isArrowList(raw['scores']) &&
    (!('positions' in raw) || isPositionList(raw['positions'], raw['scores'].length)) &&
    hasReadableStanding(raw)
  );
}

function isNote(raw: unknown): boolean {
  return (
    isPlainObject(raw) &&
    isString(raw['id']) &&
    isString(raw['text']) &&
    isFiniteNumber(raw['timestamp']) &&
    isNullOr(isWholeNumber)(raw['shootId']) &&
    isNullOr(isWholeNumber)(raw['endNumber']) &&
    typeof raw['highlighted'] === 'boolean'
  );
}

function isSightMark(raw: unknown): boolean {
  return (
    isPlainObject(raw) &&
    isString(raw['id']) &&
    isFiniteNumber(raw['distance']) &&
    (raw['unit'] === 'm' || raw['unit'] === 'yd') &&
    isFiniteNumber(raw['notches']) &&
    (isFiniteNumber(raw['vertical']) || isPlainObject(raw['vertical'])) &&
    typeof raw['priority'] === 'boolean' &&
    isString(raw['label'])
  );
}

function isListOf(raw: unknown, check: (item: unknown) => boolean): boolean {
  return Array.isArray(raw) && raw.every(check);
}

function isUnlockRecord(raw: unknown): boolean {
  return (
    isPlainObject(raw) &&
    isString(raw['id']) &&
    isWholeNumber(raw['achievingShootId']) &&
    isString(raw['achievedDate']) &&
    isFiniteNumber(raw['unlockedAt']) &&
    (raw['arrival'] === 'added' || raw['arrival'] === 'brought-back')
  );
}

function isSavedShootChanges(raw: unknown): boolean {
  if (!isPlainObject(raw)) return false;
  if ('date' in raw && !isString(raw['date'])) return false;
  if ('shootStatus' in raw && !isShootStatus(raw['shootStatus'])) return false;
  if (!hasReadableStanding(raw)) return false;
  if ('location' in raw && raw['location'] !== null && !isLocation(raw['location'])) return false;
  if ('scores' in raw && !(isArrowList(raw['scores']) && isFiniteNumber(raw['score']))) return false;
  return true;
}

/** Tombstones replay computes identities from: every entry must read back whole. */
function isTombstones(raw: unknown): boolean {
  if (!isPlainObject(raw) || !Array.isArray(raw['shoots']) || !Array.isArray(raw['sightMarks'])) return false;
  const read = readTombstones(raw);
  return read.shoots.length === raw['shoots'].length && read.sightMarks.length === raw['sightMarks'].length;
}

function isResavedMark(raw: unknown): boolean {
  return isPlainObject(raw) && isString(raw['id']) && isFiniteNumber(raw['savedAt']);
}

function isResavedShoot(raw: unknown): boolean {
  return (
    isPlainObject(raw) &&
    isWholeNumber(raw['id']) &&
    (raw['savedAt'] === null || isFiniteNumber(raw['savedAt'])) &&
    isShootStatus(raw['shootStatus']) &&
    (raw['location'] === null || isLocation(raw['location'])) &&
    hasReadableStanding(raw)
  );
}

/** A restore is always of the archer's own file; an import may also be their competition result or card. */
function isImportSource(type: EngineEventType, source: unknown): boolean {
  if (source === 'backup' || source === 'legacy-export') return true;
  return type === 'history-imported' && (source === 'competition-results' || source === 'target-card');
}

/** Whether a payload has the shape its (current version) event type promises. */
export function isValidPayload(type: EngineEventType, payload: unknown): boolean {
  if (!isPlainObject(payload)) return false;
  const p = payload;
  switch (type) {
    case 'shoot-started':
      return isString(p['roundName']);
    case 'shoot-discarded':
      return (
        isString(p['roundName']) &&
        Array.isArray(p['discardedNoteIds']) &&
        p['discardedNoteIds'].every(isString)
      );
    case 'arrow-scored':
      return isArrowValue(p['value']) && (p['position'] === null || isArrowPosition(p['position']));
    case 'arrow-corrected':
      return (
        isWholeNumber(p['index']) &&
        p['index'] >= 0 &&
        isArrowValue(p['value']) &&
        (p['position'] === null || isArrowPosition(p['position']))
      );
    case 'arrow-undone':
      return true;
    case 'note-added':
      return (
        isString(p['noteId']) &&
        isString(p['text']) &&
        isNullOr(isWholeNumber)(p['endNumber']) &&
        isNullOr(isWholeNumber)(p['shootId'])
      );
    case 'note-edited':
      return isString(p['noteId']) && isString(p['text']);
    case 'note-highlighted':
      return isString(p['noteId']) && typeof p['highlighted'] === 'boolean';
    case 'note-deleted':
      return isString(p['noteId']);
    case 'shoot-saved':
      return (
        isWholeNumber(p['historyId']) &&
        isString(p['date']) &&
        isString(p['gameType']) &&
        isFiniteNumber(p['score']) &&
        isArrowList(p['scores']) &&
        (p['positions'] === null || isPositionList(p['positions'], p['scores'].length)) &&
        isFiniteNumber(p['shootDuration']) &&
        (p['location'] === null || isLocation(p['location'])) &&
        isShootStatus(p['shootStatus']) &&
        isPlainObject(p['userProfile']) &&
        (p['complete'] === null || typeof p['complete'] === 'boolean') &&
        (p['eventStatus'] === null || isEventStatus(p['eventStatus'])) &&
        typeof p['witnessed'] === 'boolean' &&
        typeof p['signed'] === 'boolean' &&
        typeof p['leaveOutOfHandicap'] === 'boolean'
      );
    case 'shoot-updated':
      return isWholeNumber(p['historyId']) && isSavedShootChanges(p['changes']);
    case 'shoot-deleted':
      return isWholeNumber(p['historyId']);
    case 'history-imported':
    case 'data-restored':
      return (
        isImportSource(type, p['source']) &&
        isListOf(p['items'], isHistoryItem) &&
        isListOf(p['notes'], isNote) &&
        isListOf(p['sightMarks'], isSightMark) &&
        isPlainObject(p['profile']) &&
        isTombstones(p['tombstones']) &&
        isListOf(p['removedShootIds'], isWholeNumber) &&
        isListOf(p['removedSightMarkIds'], isString) &&
        isPlainObject(p['resaved']) &&
        isListOf(p['resaved']['shoots'], isResavedShoot) &&
        isListOf(p['resaved']['sightMarks'], isResavedMark)
      );
    case 'sight-mark-saved':
      return isSightMark(p['mark']);
    case 'sight-mark-deleted':
      return isString(p['sightMarkId']);
    case 'profile-updated':
      return isPlainObject(p['changes']);
    case 'achievements-marked-read':
      return isListOf(p['achievementIds'], isString) && typeof p['all'] === 'boolean';
    case 'achievements-unlocked':
      return isListOf(p['achievements'], isUnlockRecord);
    case 'achievement-popups-set':
      return typeof p['enabled'] === 'boolean';
    case 'target-started':
      return isTargetSetup(p['setup']);
    case 'target-arrow-scored':
      return isTargetLetter(p['letter']) && isArrowValue(p['value']);
    case 'target-arrow-corrected':
      return (
        isTargetLetter(p['letter']) &&
        isWholeNumber(p['index']) &&
        p['index'] >= 0 &&
        isArrowValue(p['value'])
      );
    case 'target-arrow-undone':
    case 'target-stopped':
    case 'target-ended':
      return true;
    case 'target-card-corrected': {
      const c = p['correction'];
      return (
        isTargetLetter(p['letter']) &&
        isPlainObject(c) &&
        isWholeNumber(c['end']) &&
        isWholeNumber(c['arrow']) &&
        isArrowValue(c['from']) &&
        isArrowValue(c['to']) &&
        isString(c['at']) &&
        isString(c['by'])
      );
    }
    case 'double-scoring-settled':
      return (
        isWholeNumber(p['historyId']) &&
        isString(p['card']) &&
        isWholeNumber(p['differences']) &&
        ((p['kept'] === 'scorer' && isHistoryItem(p['item'])) || (p['kept'] === 'mine' && p['item'] === null))
      );
    case 'target-card-signed':
      return (
        isTargetLetter(p['letter']) &&
        (p['role'] === 'archer' || p['role'] === 'scorer') &&
        isSignature(p['signature'])
      );
  }
}
