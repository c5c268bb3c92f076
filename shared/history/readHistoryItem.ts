import { fail, type Failed, type Result } from '../core/result.js';
import type { ArrowValue } from '../rounds/round.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import { parseDateMs } from '../time/dates.js';
import {
  SHOOT_STATUSES,
  type HistoryItem,
  type ShooterSnapshot,
  type ShootLocation,
  type ShootStatus,
} from './historyItem.js';
import { applyLegacyDistance, canonicalGameType, type RoundFinder } from './legacyGameType.js';
import { copyPositions, isPositionList } from '../target-face/positionChecks.js';
import type { FacePosition } from '../target-face/targetFace.js';
import { asArrowValue, asFiniteNumber, asRecord, asString, isAbsent } from './readFields.js';
import { shootStatusForEvent, unknownEventStatus } from './shootStanding.js';
import { isEventStatus } from '../ledger/event-status.js';

/**
 * Reads one stored, imported or backed-up history item: upgrades old shapes (docs/product.md section 5) and
 * rejects malformed ones as data. Derived fields (topScore, averagePerEnd, endTotals) are not copied:
 * they are recomputed from the arrows, so stale or forged values cannot survive an import.
 */

export type HistoryItemRejection =
  | 'not-an-object'
  | 'invalid-date'
  | 'invalid-score'
  | 'invalid-game-type'
  | 'invalid-scores'
  | 'too-many-arrows'
  | 'unknown-event-status';

/**
 * Date given to items saved without one. A fixed date rather than "now" keeps upgrades deterministic,
 * so merging the same backup twice still recognises the item as already present.
 */
export const MISSING_DATE = '1970-01-01';

/** No real shoot comes near this; it bounds the work hostile input can cause. */
export const MAX_ARROWS_PER_SHOOT = 5000;

/** The longest signed card a shoot keeps: every round's card is under 1,000 characters, with room for a long correction log. */
export const MAX_CARD_TEXT = 20_000;

/** Longer than any real state or nation name; bounds what an import can store. */
const MAX_REGION_LENGTH = 200;

/** A history item before it has been given its place (id) in a history. */
export type PendingHistoryItem = Omit<HistoryItem, 'id'> & { id: number | null };

function reject(reason: HistoryItemRejection, message: string): Failed<HistoryItemRejection> {
  return fail(reason, message);
}

/** A usable id: a whole number of 1 or more. Anything else (old string ids) gets a fresh id later. */
function readId(raw: unknown): number | null {
  const n = asFiniteNumber(raw);
  return n !== null && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function readDate(raw: unknown): string | null {
  if (isAbsent(raw)) return MISSING_DATE;
  if (typeof raw === 'number' && Number.isFinite(raw)) {
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  const text = asString(raw);
  if (text === null) return null;
  const trimmed = text.trim();
  if (trimmed === '') return MISSING_DATE;
  return parseDateMs(trimmed) === null ? null : trimmed;
}

function readScores(raw: unknown): ArrowValue[] | HistoryItemRejection {
  if (isAbsent(raw)) return [];
  if (!Array.isArray(raw)) return 'invalid-scores';
  if (raw.length > MAX_ARROWS_PER_SHOOT) return 'too-many-arrows';
  const arrows: ArrowValue[] = [];
  for (const entry of raw) {
    const arrow = asArrowValue(entry);
    if (arrow === null) return 'invalid-scores';
    arrows.push(arrow);
  }
  return arrows;
}

/**
 * Plotted positions (issue #18), kept only when they line up with the arrows and at least one arrow was
 * plotted. Like a malformed location, malformed positions are dropped and the shoot kept: the arrows
 * and the score are the record, positions only show where they went.
 */
function readPositions(raw: unknown, arrowCount: number): Array<FacePosition | null> | undefined {
  if (!isPositionList(raw, arrowCount) || raw.every((p) => p === null)) return undefined;
  return copyPositions(raw);
}

function readSnapshot(raw: unknown): ShooterSnapshot | undefined {
  const record = asRecord(raw);
  if (record === null) return undefined;
  const snapshot: ShooterSnapshot = {};
  for (const key of ['gender', 'ageGroup', 'bowType'] as const) {
    const value = asString(record[key]);
    if (value !== null && value !== '') snapshot[key] = value;
  }
  return snapshot;
}

function readLocation(raw: unknown): ShootLocation | undefined {
  const record = asRecord(raw);
  if (record === null) return undefined;
  const latitude = asFiniteNumber(record['latitude']);
  const longitude = asFiniteNumber(record['longitude']);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    return undefined;
  const location: ShootLocation = { placeName: asString(record['placeName']) ?? '', latitude, longitude };
  // Country and region are what the Traveller achievements count: losing them on import would make a
  // restored phone unable to rebuild that progress. Malformed values are dropped, the place kept.
  const country = asString(record['country'])?.trim().toUpperCase();
  if (country !== undefined && /^[A-Z]{2}$/.test(country)) location.country = country;
  const region = asString(record['region'])?.trim();
  if (region !== undefined && region !== '' && region.length <= MAX_REGION_LENGTH) location.region = region;
  return location;
}

function readStatus(raw: unknown): ShootStatus | undefined {
  return SHOOT_STATUSES.find((status) => status === raw);
}

/** Reads and upgrades one history item. Never throws, whatever it is given. */
export function readHistoryItem(
  raw: unknown,
  findRound: RoundFinder,
): Result<PendingHistoryItem, HistoryItemRejection> {
  const record = asRecord(raw);
  if (record === null) return reject('not-an-object', 'A history item must be an object');

  const date = readDate(record['date']);
  if (date === null) return reject('invalid-date', 'The date of a history item is not a date');

  const rawGameType = record['gameType'];
  if (!isAbsent(rawGameType) && typeof rawGameType !== 'string') {
    return reject('invalid-game-type', 'The round name of a history item must be text');
  }
  const legacyDistance = asFiniteNumber(record['distance']);
  const gameType = canonicalGameType(
    applyLegacyDistance(typeof rawGameType === 'string' ? rawGameType.trim() : '', legacyDistance, findRound),
    findRound,
  );

  const scores = readScores(record['scores']);
  if (typeof scores === 'string') {
    return scores === 'too-many-arrows'
      ? reject('too-many-arrows', `A history item may hold at most ${MAX_ARROWS_PER_SHOOT} arrows`)
      : reject('invalid-scores', 'The arrows of a history item must be ring values, X or M');
  }

  let score: number;
  if (isAbsent(record['score'])) {
    // An X is worth 5 on Worcester, so the default total needs the round where it is known.
    score = arrowsTotal(scores, findRound(gameType) ?? { passes: [] });
  } else {
    const given = asFiniteNumber(record['score']);
    if (given === null || given < 0)
      return reject('invalid-score', 'The score of a history item must be a number');
    score = given;
  }

  const item: PendingHistoryItem = { id: readId(record['id']), date, score, gameType, scores };
  const positions = readPositions(record['positions'], scores.length);
  if (positions) item.positions = positions;
  const unit = record['unit'];
  if (unit === 'm' || unit === 'yd') item.unit = unit;
  const userProfile = readSnapshot(record['userProfile']);
  if (userProfile) item.userProfile = userProfile;
  const shootStatus = readStatus(record['shootStatus']);
  if (shootStatus) item.shootStatus = shootStatus;
  // A file without `eventStatus` keeps its old status, which eventStatusOf reads; one with a status
  // this app does not know is set aside by name rather than guessed at.
  const eventStatus = record['eventStatus'];
  if (isEventStatus(eventStatus)) {
    item.eventStatus = eventStatus;
    item.shootStatus = shootStatusForEvent(eventStatus);
  } else if (!isAbsent(eventStatus)) {
    return reject(
      'unknown-event-status',
      `The shoot of ${date.slice(0, 10)} (${gameType}): ${unknownEventStatus(eventStatus)}`,
    );
  }
  for (const flag of ['witnessed', 'signed', 'leaveOutOfHandicap'] as const) {
    if (typeof record[flag] === 'boolean') item[flag] = record[flag];
  }
  if (typeof record['complete'] === 'boolean') item.complete = record['complete'];
  const duration = asFiniteNumber(record['shootDuration']);
  if (duration !== null && duration >= 0) item.shootDuration = duration;
  const location = readLocation(record['location']);
  if (location) item.location = location;
  const classification = asRecord(record['classification']);
  const className = asString(classification?.['name']);
  const scheme = asString(classification?.['scheme']);
  if (className !== null && scheme !== null) item.classification = { name: className, scheme };
  const handicap = asFiniteNumber(record['handicap']);
  if (handicap !== null) item.handicap = handicap;
  // Kept as it came: the card is checked against its seal wherever it counts, never trusted here.
  const card = record['targetCard'];
  if (typeof card === 'string' && card.length > 0 && card.length <= MAX_CARD_TEXT) item.targetCard = card;
  return { ok: true, value: item };
}
