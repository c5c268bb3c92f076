import type { HistoryItem } from '../history/historyItem.js';
import type { Round } from '../rounds/round.js';
import { isNews, type ShootArrival } from './arrival.js';
import { AchievementFold } from './fold.js';
import { shootFacts, type ShootWorkings } from './shootFacts.js';
import type { Achieved, ShootFacts } from './types.js';

/**
 * Achievements as a projection of the event log (docs/product.md sections 3 and 4).
 *
 * - What the history meets is the rule fold over its shoots. A shoot saved after every other one is
 *   folded on at once; a shoot added out of date order, edited or deleted makes the fold stale, and it
 *   is re-derived from the kept shoot facts at the next read (no arrow is read again).
 * - Unlocking is permanent: the engine records every newly met achievement in an
 *   `achievements-unlocked` event, so a later delete or edit that un-meets a rule never re-locks it.
 * - Read state: achievements marked read one by one are celebrated; marking all read clears the unread
 *   list as it stood; unread entries older than 24 hours when the engine starts are dropped.
 * - News: an unlock earned by a shoot brought back with the archer's own data (a restore, a combine) is
 *   recorded like any other but is never unread, nor announced (shared/achievements/arrival.ts).
 */

/** An achievement as recorded when it unlocked. */
export interface UnlockRecord extends Achieved {
  id: string;
  /** When it was unlocked (ms since the epoch, the engine's clock). */
  unlockedAt: number;
  /** How the shoot that earned it arrived: only an unlock earned by a shoot added here is news. */
  arrival: ShootArrival;
}

export class AchievementsProjection {
  private readonly facts = new Map<number, ShootFacts>();
  /** The shoots that came back with the archer's own data; every other shoot was added here. */
  private readonly broughtBack = new Set<number>();
  /** Null while stale (after an edit, a delete or an out-of-order add). */
  private fold: AchievementFold | null = new AchievementFold();
  /** Recorded unlocks, by id: permanent. */
  readonly unlocked = new Map<string, UnlockRecord>();
  /** Achievements the archer has seen and dismissed one by one. */
  readonly celebrated = new Set<string>();
  /** When the archer last marked every achievement read, or null. */
  allReadAt: number | null = null;
  /** When the archer last marked any achievement read, or null. */
  lastCheckedAt: number | null = null;
  /** docs/product.md section 9: achievement popups are on by default. */
  popupsEnabled = true;

  /**
   * A shoot saved, imported or edited (one already held under its id is replaced). The history
   * projection passes what it has just worked out from the shoot, so its arrows are walked once.
   */
  put(item: HistoryItem, round: Round | undefined, workings?: ShootWorkings): void {
    const facts = shootFacts(item, round, workings);
    const replacing = this.facts.has(item.id);
    this.facts.set(item.id, facts);
    if (this.fold === null) return;
    if (replacing || !this.fold.canAdd(facts)) this.fold = null;
    else this.fold.add(facts);
  }

  /**
   * How a shoot just put came into the history. Not called for a later copy a file brings (the shoot
   * keeps what it was); an edit here is the archer's own change, so what it newly earns is news.
   */
  arrived(id: number, arrival: ShootArrival): void {
    if (arrival === 'brought-back') this.broughtBack.add(id);
    else this.broughtBack.delete(id);
  }

  remove(id: number): void {
    this.broughtBack.delete(id);
    if (this.facts.delete(id)) this.fold = null;
  }

  /** The fold over the history as it stands. */
  current(): AchievementFold {
    if (this.fold === null) this.fold = AchievementFold.replay(this.facts.values());
    return this.fold;
  }

  /** The fold and its size when it last had nothing unrecorded: asked after every arrow, so kept O(1). */
  private settled: { fold: AchievementFold; met: number } | null = null;

  /** Met by the history but not yet recorded as unlocked: what the engine records next. */
  newlyMet(unlockedAt: number): UnlockRecord[] {
    const fold = this.current();
    if (this.settled?.fold === fold && this.settled.met === fold.met.size) return [];
    const records: UnlockRecord[] = [];
    for (const [id, achieved] of fold.met) {
      if (this.unlocked.has(id)) continue;
      const arrival = this.broughtBack.has(achieved.achievingShootId) ? 'brought-back' : 'added';
      records.push({ id, ...achieved, unlockedAt, arrival });
    }
    if (records.length === 0) this.settled = { fold, met: fold.met.size };
    return records;
  }

  record(records: readonly UnlockRecord[]): void {
    for (const record of records) if (!this.unlocked.has(record.id)) this.unlocked.set(record.id, record);
  }

  markRead(achievementIds: readonly string[], all: boolean, at: number): void {
    for (const id of achievementIds) this.celebrated.add(id);
    if (all) this.allReadAt = at;
    this.lastCheckedAt = at;
  }

  /** Unlocked, either recorded or met by the history now (recorded at the engine's next write). */
  unlockOf(id: string): Achieved | undefined {
    return this.unlocked.get(id) ?? this.current().met.get(id);
  }

  /**
   * docs/product.md section 4: an unlock is unread unless celebrated or cleared by mark-all-read; entries already
   * older than 24 hours when the engine started (`droppedBefore`) are dropped. One brought back with the
   * archer's own data was never news, so never unread.
   */
  unread(droppedBefore: number): UnlockRecord[] {
    return [...this.unlocked.values()].filter(
      (record) =>
        isNews(record) &&
        !this.celebrated.has(record.id) &&
        (this.allReadAt === null || record.unlockedAt > this.allReadAt) &&
        record.unlockedAt >= droppedBefore,
    );
  }
}
