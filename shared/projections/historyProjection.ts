import type { HistoryItem, ShooterSnapshot } from '../history/historyItem.js';
import type { RoundFinder } from '../history/legacyGameType.js';
import { isPracticeRound } from '../history/topScores.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import type { FacePosition } from '../target-face/targetFace.js';
import { DEFAULT_END_SIZE } from '../scoring/ends.js';
import { isSavedShootComplete } from '../history/shootCompleteness.js';
import { shootStatusForEvent } from '../history/shootStanding.js';
import { averagePerEnd } from '../scoring/estimates.js';
import type { SavedShootChanges } from '../events/eventTypes.js';
import { parseDateMs } from '../time/dates.js';
import { assessShoot, effectiveSnapshot, isCompleteSnapshot, type ShootAssessment } from './assessShoot.js';
import { summariseArrows, type ArrowSummary } from '../performance/arrowSummary.js';
import { TopScoreIndex } from './topScoreIndex.js';

/**
 * The history projection: every saved shoot with what is worked out from it (handicap, classification,
 * average per end, its share of distance performance), plus the indexes that let one save, edit or
 * delete update the top scores and distance sums without touching the other shoots.
 */

export interface SavedShoot {
  /** The shoot as saved or imported, without derived fields. */
  item: HistoryItem;
  round: Round | undefined;
  practice: boolean;
  /**
   * Whether it is a complete round (isSavedShootComplete): an incomplete one has no handicap or
   * classification and takes no part in personal bests.
   */
  complete: boolean;
  /** Gender, age group and bow type its results were worked out for. */
  snapshot: ShooterSnapshot;
  /** When it was shot (ms since the epoch), read once from its date; null when that is not a date. */
  time: number | null;
  assessment: ShootAssessment;
  averagePerEnd: number | null;
  /** What its arrows came to, distance by distance (the achievements read it too). */
  arrowSummary: ArrowSummary;
}

/** The bow a saved shoot was shot with, as written (trimmed); '' when none was recorded. */
export function bowOf(shoot: SavedShoot): string {
  return shoot.snapshot.bowType?.trim() ?? '';
}

/** Fields worked out from the arrows and never trusted from storage or an import. */
function storedFields(item: HistoryItem): HistoryItem {
  if (!('topScore' in item || 'averagePerEnd' in item || 'endTotals' in item)) return item;
  const { topScore: _topScore, averagePerEnd: _average, endTotals: _ends, ...stored } = item;
  return stored;
}

/** An incomplete round keeps no handicap or classification, even one an import carried. */
function withoutResults(item: HistoryItem): HistoryItem {
  if (!('handicap' in item || 'classification' in item)) return item;
  const { handicap: _handicap, classification: _classification, ...kept } = item;
  return kept;
}

/**
 * A saved shoot's handicap: worked out where the rules can, else the one it came with (an unknown round,
 * no profile). Incomplete rounds have none.
 */
export function handicapOf(shoot: SavedShoot): number | undefined {
  return shoot.assessment.handicap ?? shoot.item.handicap;
}

/** Whether a shoot takes part in top scores and personal bests. */
function countsForRecords(shoot: Pick<SavedShoot, 'practice' | 'complete'>): boolean {
  return !shoot.practice && shoot.complete;
}

export class HistoryProjection {
  readonly shoots = new Map<number, SavedShoot>();
  private readonly topScores = new TopScoreIndex();
  private highestId = 0;

  constructor(private readonly findRound: RoundFinder) {}

  /** docs/product.md section 3: the next id is the highest existing plus one. */
  nextId(): number {
    return this.highestId + 1;
  }

  get(id: number): SavedShoot | undefined {
    return this.shoots.get(id);
  }

  /** The best saved score on a round with a bow type (practice rounds have none), or null. */
  personalBest(roundName: string, bowType: string): number | null {
    return this.topScores.best(roundName, bowType);
  }

  /**
   * The best score among the archer's other shoots on this shoot's round with its bow, and whether the
   * shoot itself counts for personal bests (practice and incomplete rounds do not).
   */
  personalBestBesides(shoot: SavedShoot): { counted: boolean; bestOfOthers: number | null } {
    const counted = countsForRecords(shoot);
    return { counted, bestOfOthers: counted ? this.topScores.bestBesides(shoot.item) : null };
  }

  isTopScore(shoot: SavedShoot): boolean {
    return countsForRecords(shoot) && this.topScores.isTopScore(shoot.item);
  }

  /**
   * Adds a shoot; one already holding the id is replaced (replay of a damaged log must not double it).
   * `round` is the shoot's round for a caller that has looked it up already.
   */
  add(
    raw: HistoryItem,
    profile: ShooterSnapshot,
    round: Round | undefined = this.findRound(raw.gameType),
  ): SavedShoot {
    if (this.shoots.has(raw.id)) this.remove(raw.id);
    const complete = isSavedShootComplete(raw, round);
    const item = complete ? storedFields(raw) : withoutResults(storedFields(raw));
    const snapshot = effectiveSnapshot(item.userProfile, profile);
    const arrowSummary = summariseArrows(item.scores, round);
    const time = parseDateMs(item.date);
    const shoot: SavedShoot = {
      item,
      round,
      practice: isPracticeRound(item.gameType, round),
      complete,
      snapshot,
      time,
      assessment: complete ? assessShoot(round, item.score, snapshot, item.date, time) : {},
      averagePerEnd: averagePerEnd(item.score, item.scores.length, round?.endSize ?? DEFAULT_END_SIZE),
      arrowSummary,
    };
    this.shoots.set(item.id, shoot);
    if (countsForRecords(shoot)) this.topScores.add(item);
    if (item.id > this.highestId) this.highestId = item.id;
    return shoot;
  }

  remove(id: number): SavedShoot | undefined {
    const shoot = this.shoots.get(id);
    if (shoot === undefined) return undefined;
    this.shoots.delete(id);
    if (countsForRecords(shoot)) this.topScores.remove(shoot.item);
    if (id === this.highestId) {
      // Only deleting the newest shoot moves the next id back, and then a scan of the ids is cheap.
      this.highestId = 0;
      for (const other of this.shoots.keys()) if (other > this.highestId) this.highestId = other;
    }
    return shoot;
  }

  update(id: number, changes: SavedShootChanges, profile: ShooterSnapshot): SavedShoot | undefined {
    const shoot = this.shoots.get(id);
    if (shoot === undefined) return undefined;
    const item: HistoryItem = { ...shoot.item };
    if (changes.date !== undefined) item.date = changes.date;
    if (changes.shootStatus !== undefined) {
      item.shootStatus = changes.shootStatus;
      // An old-style status edit (Practice, Competition, RecordStatus) overrides an event status it
      // disagrees with; eventStatusOf then reads the old status.
      if (item.eventStatus !== undefined && shootStatusForEvent(item.eventStatus) !== changes.shootStatus)
        delete item.eventStatus;
    }
    if (changes.eventStatus !== undefined) {
      item.eventStatus = changes.eventStatus;
      item.shootStatus = shootStatusForEvent(changes.eventStatus);
    }
    for (const flag of ['witnessed', 'signed', 'leaveOutOfHandicap'] as const) {
      const value = changes[flag];
      if (value !== undefined) item[flag] = value;
    }
    if (changes.location === null) delete item.location;
    else if (changes.location !== undefined) item.location = changes.location;
    if (changes.scores !== undefined && changes.score !== undefined) {
      const positions = positionsAfterEdit(item, changes.scores);
      item.scores = changes.scores;
      item.score = changes.score;
      if (positions === undefined) delete item.positions;
      else item.positions = positions;
    }
    this.remove(id);
    return this.add(item, profile);
  }

  /**
   * After the archer changes gender, age group or bow type: shoots saved without a full snapshot of
   * their own were worked out with the profile, so they are worked out again. Shoots with a complete
   * snapshot keep the results of the day they were shot.
   */
  reassessWithProfile(profile: ShooterSnapshot): void {
    for (const shoot of [...this.shoots.values()]) {
      if (!isCompleteSnapshot(shoot.item.userProfile)) this.add(shoot.item, profile);
    }
  }
}

/**
 * Plotted positions after the arrows of a saved shoot were edited on the keypad: an arrow keeps its
 * position while its value at the same place in shot order is unchanged; an edited, added or removed
 * arrow has none (its old position would contradict its new value).
 */
function positionsAfterEdit(
  item: HistoryItem,
  scores: readonly ArrowValue[],
): Array<FacePosition | null> | undefined {
  const before = item.positions;
  if (before === undefined) return undefined;
  const after = scores.map((value, index) => (item.scores[index] === value ? (before[index] ?? null) : null));
  return after.some((position) => position !== null) ? after : undefined;
}
