import type { SightMark } from '../sight-marks/sightMark.js';
import { parseDateMs } from '../time/dates.js';
import type { HistoryItem } from './historyItem.js';

/**
 * How a shoot and a sight mark are recognised across devices (docs/product.md section 5): a shoot by
 * its date, round and score, a sight mark by its distance, unit, notches and vertical. Combine uses it
 * to skip what is already here, and a deletion remembers it so the same item is not brought back.
 */

/** Date, round and score, as one comparable key (the date compared as a moment when it is one). */
export function shootIdentity(item: Pick<HistoryItem, 'date' | 'gameType' | 'score'>): string {
  const ms = parseDateMs(item.date);
  return JSON.stringify([ms ?? item.date, item.gameType.toLowerCase(), item.score]);
}

/** Distance, unit, notches and vertical, as one key (a vertical scale's parts in name order). */
export function sightMarkIdentity(
  mark: Pick<SightMark, 'distance' | 'unit' | 'notches' | 'vertical'>,
): string {
  const vertical =
    typeof mark.vertical === 'number'
      ? mark.vertical
      : Object.keys(mark.vertical)
          .sort()
          .map((part) => [part, (mark.vertical as Record<string, number>)[part]]);
  return JSON.stringify([mark.distance, mark.unit, mark.notches, vertical]);
}
