/**
 * The tie-break columns a scoresheet shows, by the rules of the shoot's date (docs/field-and-vi-rounds.md
 * section 8). World Archery changed its outdoor tie-break in 2026 from the 10 ring (Xs included), then
 * Xs, to Xs, then the 10 ring. Every other round keeps hits and golds: AGB imperial and indoor rounds as
 * before, and field, where no change has been confirmed (golds there are 6s). The golds column takes the
 * words of the round's sheet (`goldsLabel`), so a Portsmouth's reads "10s" on the result and the PDF too.
 */
import type { Round } from '../rounds/round.js';
import type { Tally } from './arrowCounts.js';
import { goldsLabel } from './goldsLabel.js';

/** The first day of World Archery's 2026 outdoor tie-break. */
export const WA_OUTDOOR_XS_FIRST_FROM = '2026-01-01';

export interface TieBreakColumn {
  label: string;
  count: number;
}

/** A round, or the score card's summary of one, which carries its golds label already worked out. */
type TieBreakRound = Pick<Round, 'isOutdoor' | 'hasX' | 'discipline'> &
  (Pick<Round, 'passes' | 'goldThreshold'> | { goldsLabel: string });

function goldsWords(round: TieBreakRound): string {
  return 'goldsLabel' in round ? round.goldsLabel : goldsLabel(round);
}

/** Outdoor rounds on 10-zone faces that record Xs: the ones World Archery's outdoor rule decides. */
function followsWaOutdoor(round: TieBreakRound): boolean {
  return round.isOutdoor && round.hasX && round.discipline !== 'field';
}

/** The columns, in the order a tie is broken, with the shoot's counts. */
export function tieBreakColumns(
  totals: Pick<Tally, 'hits' | 'golds' | 'xs'>,
  round: TieBreakRound,
  date: string,
): TieBreakColumn[] {
  if (!followsWaOutdoor(round)) {
    // Headed as the round's sheet heads it: "10s" on a 10-zone indoor face, where a 9 is gold too.
    return [
      { label: 'Hits', count: totals.hits },
      { label: goldsWords(round), count: totals.golds },
    ];
  }
  // On these faces a gold is the whole 10 ring, Xs included.
  const tens = { label: '10+X', count: totals.golds };
  return date.slice(0, 10) < WA_OUTDOOR_XS_FIRST_FROM
    ? [tens, { label: 'X', count: totals.xs }]
    : [
        { label: 'Xs', count: totals.xs },
        { ...tens, label: '10s' },
      ];
}

/** Orders tied shoots by their columns, best first (higher counts win, column by column). */
export function compareByTieBreaks(a: readonly TieBreakColumn[], b: readonly TieBreakColumn[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (b[i]?.count ?? 0) - (a[i]?.count ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The totals a scoresheet or the score card shows beside the score: hits, then the tie-break columns of
 * the era (and Xs where the face records them and the columns do not already count them).
 */
export function totalsColumns(
  totals: Pick<Tally, 'hits' | 'golds' | 'xs'>,
  columns: readonly TieBreakColumn[],
  showX: boolean,
): TieBreakColumn[] {
  const shown = [
    { label: 'Hits', count: totals.hits },
    ...columns.filter((column) => column.label !== 'Hits'),
  ];
  if (showX && !columns.some((c) => c.label === 'X' || c.label === 'Xs'))
    shown.push({ label: 'Xs', count: totals.xs });
  return shown;
}

/** The same totals as printed words: "Hits 36", "Xs 4", "10s 9". */
export function totalsParts(
  totals: Pick<Tally, 'hits' | 'golds' | 'xs'>,
  columns: readonly TieBreakColumn[],
  showX: boolean,
): string[] {
  return totalsColumns(totals, columns, showX).map((column) => `${column.label} ${column.count}`);
}
