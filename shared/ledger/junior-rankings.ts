/**
 * Archery GB's junior rankings: an archer's aggregate for a calendar year is the sum (not the mean) of
 * the three best (lowest) handicaps shot at record-status events on the ranking round families. Fewer
 * than three such scores, no aggregate. Lower is better; equal aggregates share a rank ("1=") and the
 * next rank skips.
 */
import { fail, ok, type Result } from '../core/result.js';
import { atLeast } from './event-status.js';
import { judgeShoot, type LedgerShoot, type ShootRefusal } from './ledger-shoot.js';

/** Round families a ranking score may come from (by catalogue codename). */
const RANKING_FAMILIES: ReadonlyArray<readonly string[]> = [
  // WA 720 and Metric 720
  ['wa720_70', 'wa720_60', 'wa720_40', 'wa720_50_c', 'wa720_40_c', 'wa720_50_b', 'wa720_30_b'],
  ['metric_122_50', 'metric_122_40', 'metric_122_30', 'metric_80_50', 'metric_80_40', 'metric_80_30'],
  // WA 1440 and Metric 1440
  ['wa1440_90', 'wa1440_70', 'wa1440_60', 'metric_i', 'metric_ii', 'metric_iii', 'metric_iv', 'metric_v'],
  // WA 900 and AGB 900
  ['wa900', 'agb900_70', 'agb900_60', 'agb900_50', 'agb900_40', 'agb900_30'],
  ['york', 'hereford', 'bristol_i', 'bristol_ii', 'bristol_iii', 'bristol_iv', 'bristol_v'],
  ['st_george', 'albion', 'windsor', 'windsor_50', 'windsor_40', 'windsor_30'],
];
const RANKING_ROUNDS = new Set(RANKING_FAMILIES.flat());

/**
 * The archer's ranking aggregate for `year`, or null with fewer than three eligible scores. Eligible:
 * complete, outdoors in that calendar year, at a UKRS or WRS event, on a ranking round family.
 */
export function rankingAggregate(
  shoots: readonly LedgerShoot[],
  year: number,
): Result<number | null, ShootRefusal> {
  const handicaps: number[] = [];
  for (const shoot of shoots) {
    const judged = judgeShoot(shoot);
    if (!judged.ok) return fail(judged.error.reason, judged.error.message);
    const { round, status, handicap, environment } = judged.value;
    const eligible =
      shoot.complete &&
      environment === 'outdoor' &&
      Number(shoot.date.slice(0, 4)) === year &&
      atLeast(status, 'ukrs') &&
      RANKING_ROUNDS.has(round.codename ?? '') &&
      handicap !== null;
    if (eligible) handicaps.push(handicap);
  }
  if (handicaps.length < 3) return ok(null);
  return ok(
    handicaps
      .sort((a, b) => a - b)
      .slice(0, 3)
      .reduce((sum, h) => sum + h, 0),
  );
}

export interface RankedArcher {
  archer: string;
  aggregate: number | null;
  /** "1", "1=", "3"; null for an archer with no aggregate. */
  rank: string | null;
}

/** Ranks archers of one bow style and gender by aggregate, best (lowest) first. */
export function rankArchers(
  entries: ReadonlyArray<{ archer: string; aggregate: number | null }>,
): RankedArcher[] {
  const ranked = entries
    .filter((e): e is { archer: string; aggregate: number } => e.aggregate !== null)
    .sort((a, b) => a.aggregate - b.aggregate || (a.archer < b.archer ? -1 : 1));
  const out: RankedArcher[] = ranked.map((entry) => {
    const position = ranked.findIndex((e) => e.aggregate === entry.aggregate) + 1;
    const shared = ranked.filter((e) => e.aggregate === entry.aggregate).length > 1;
    return { ...entry, rank: `${position}${shared ? '=' : ''}` };
  });
  for (const e of entries) if (e.aggregate === null) out.push({ ...e, rank: null });
  return out;
}
