import { isFiniteNumber } from '../core/finiteNumber.js';
import { isPlainObject } from '../core/plainObject.js';
import type { DistanceUnit } from '../rounds/round.js';
import type { SightMark, SightMarkVertical } from '../sight-marks/sightMark.js';
import type { HistoryItem } from './historyItem.js';
import { shootIdentity, sightMarkIdentity } from './mergeIdentity.js';

/**
 * Tombstones: what the archer deleted, remembered by the item's merge identity and the moment of the
 * deletion, so that combining an older backup, another phone's backup or an old export does not bring
 * it back. A tombstone hides only a copy that existed before it: one saved at or before the deletion,
 * or one that carries no saved time at all (every copy made before tombstones existed). A shoot or a
 * sight mark entered again after the deletion carries a later saved time and stays.
 *
 * Saved times and deletion times are each phone's own clock (the time stamp of the event in its log).
 */

export interface ShootTombstone {
  date: string;
  gameType: string;
  score: number;
  /** When it was deleted (ms since the epoch). */
  deletedAt: number;
}

export interface SightMarkTombstone {
  distance: number;
  unit: DistanceUnit;
  notches: number;
  vertical: SightMarkVertical;
  deletedAt: number;
}

/** The tombstones a backup or an export carries (absent from files made before they existed). */
export interface Tombstones {
  shoots: ShootTombstone[];
  sightMarks: SightMarkTombstone[];
}

/** A copy of a shoot or sight mark with the time it was saved, when known. */
type Saved = { savedAt?: number };

/** A copy with no saved time was made before tombstones existed, so before any of them. */
function savedTime(item: Saved): number {
  return item.savedAt ?? Number.NEGATIVE_INFINITY;
}

function readShootTombstone(raw: unknown): ShootTombstone | null {
  if (!isPlainObject(raw)) return null;
  const { date, gameType, score, deletedAt } = raw;
  if (typeof date !== 'string' || typeof gameType !== 'string') return null;
  if (!isFiniteNumber(score) || !isFiniteNumber(deletedAt)) return null;
  return { date, gameType, score, deletedAt };
}

function readVertical(raw: unknown): SightMarkVertical | null {
  if (isFiniteNumber(raw)) return raw;
  if (!isPlainObject(raw)) return null;
  const parts: Record<string, number> = {};
  for (const [part, value] of Object.entries(raw)) {
    if (!isFiniteNumber(value) || part === '__proto__') return null;
    parts[part] = value;
  }
  return parts;
}

function readSightMarkTombstone(raw: unknown): SightMarkTombstone | null {
  if (!isPlainObject(raw)) return null;
  const { distance, unit, notches, deletedAt } = raw;
  const vertical = readVertical(raw['vertical']);
  if (!isFiniteNumber(distance) || !isFiniteNumber(notches) || !isFiniteNumber(deletedAt)) return null;
  if ((unit !== 'm' && unit !== 'yd') || vertical === null) return null;
  return { distance, unit, notches, vertical, deletedAt };
}

function readList<T>(raw: unknown, read: (entry: unknown) => T | null): T[] {
  if (!Array.isArray(raw)) return [];
  const list: T[] = [];
  for (const entry of raw) {
    const item = read(entry);
    if (item !== null) list.push(item);
  }
  return list;
}

/**
 * The tombstones of a file or backup. Absent (an older file) means none; an entry that cannot be read is
 * skipped, as it names nothing this app could recognise.
 */
export function readTombstones(raw: unknown): Tombstones {
  if (!isPlainObject(raw)) return { shoots: [], sightMarks: [] };
  return {
    shoots: readList(raw['shoots'], readShootTombstone),
    sightMarks: readList(raw['sightMarks'], readSightMarkTombstone),
  };
}

/** Keeps, per identity, the latest deletion: it hides every copy an earlier one hides, and more. */
function keepLatest<T extends { deletedAt: number }>(map: Map<string, T>, key: string, tomb: T): boolean {
  const known = map.get(key);
  if (known !== undefined && known.deletedAt >= tomb.deletedAt) return false;
  map.set(key, tomb);
  return true;
}

function sortedValues<T>(map: ReadonlyMap<string, T>): T[] {
  return [...map.keys()].sort().map((key) => map.get(key)!);
}

/** A set of tombstones, one per identity (the latest deletion). */
export class TombstoneSet {
  private readonly shoots = new Map<string, ShootTombstone>();
  private readonly sightMarks = new Map<string, SightMarkTombstone>();

  constructor(tombstones?: Tombstones) {
    if (tombstones) this.addAll(tombstones);
  }

  /** Adds one; false when a tombstone as late or later was already here (nothing changed). */
  addShoot(tomb: ShootTombstone): boolean {
    return keepLatest(this.shoots, shootIdentity(tomb), { ...tomb });
  }

  addSightMark(tomb: SightMarkTombstone): boolean {
    return keepLatest(this.sightMarks, sightMarkIdentity(tomb), { ...tomb });
  }

  /** Adds every tombstone given; answers those that changed the set (new, or a later deletion). */
  addAll(tombstones: Tombstones): Tombstones {
    return {
      shoots: tombstones.shoots.filter((tomb) => this.addShoot(tomb)),
      sightMarks: tombstones.sightMarks.filter((tomb) => this.addSightMark(tomb)),
    };
  }

  /** The tombstone of a shoot the archer deleted now, as it was. */
  buryShoot(item: Pick<HistoryItem, 'date' | 'gameType' | 'score'>, deletedAt: number): void {
    this.addShoot({ date: item.date, gameType: item.gameType, score: item.score, deletedAt });
  }

  burySightMark(mark: SightMark, deletedAt: number): void {
    const { distance, unit, notches, vertical } = mark;
    this.addSightMark({ distance, unit, notches, vertical, deletedAt });
  }

  /** Whether this copy of a shoot existed before a deletion of it (so must not come back). */
  hidesShoot(item: Pick<HistoryItem, 'date' | 'gameType' | 'score'> & Saved): boolean {
    const tomb = this.shoots.get(shootIdentity(item));
    return tomb !== undefined && savedTime(item) <= tomb.deletedAt;
  }

  hidesSightMark(mark: Pick<SightMark, 'distance' | 'unit' | 'notches' | 'vertical'> & Saved): boolean {
    const tomb = this.sightMarks.get(sightMarkIdentity(mark));
    return tomb !== undefined && savedTime(mark) <= tomb.deletedAt;
  }

  /** How many deletions it holds: what a backup's manifest counts, without copying them (list()). */
  size(): number {
    return this.shoots.size + this.sightMarks.size;
  }

  /** Every tombstone, in a fixed order (by identity), as copies. */
  list(): Tombstones {
    return {
      shoots: sortedValues(this.shoots).map((tomb) => ({ ...tomb })),
      sightMarks: sortedValues(this.sightMarks).map((tomb) => ({ ...tomb })),
    };
  }
}
