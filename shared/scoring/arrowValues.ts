import type { ArrowValue, Round } from '../rounds/round.js';

/**
 * What a recorded arrow is worth. docs/product.md section 9: X counts 10 (5 on Worcester rounds, 6 on field rounds), M counts 0.
 * Worcester is recognised by its face type rather than its name so every Worcester variant (5 spot,
 * 2 ring) scores the same way.
 */

/** True when the round is shot on a Worcester face, where the inner ring (X) is worth 5. */
export function isWorcesterRound(round: Pick<Round, 'passes'>): boolean {
  return round.passes.some((pass) => pass.scoring === 'Worcester' || pass.scoring === 'Worcester_2_ring');
}

/** Value of an X on this round: 10, 5 on Worcester, 6 on the WA field face (its X is the inner spot). */
export function xValue(round: Pick<Round, 'passes'>): number {
  if (isWorcesterRound(round)) return 5;
  return round.passes.some((pass) => pass.scoring === 'WA_field') ? 6 : 10;
}

/** Points an arrow scores on this round. */
export function arrowScore(arrow: ArrowValue, round: Pick<Round, 'passes'>): number {
  if (arrow === 'X') return xValue(round);
  if (arrow === 'M') return 0;
  return arrow;
}

/** Sum of the points of the given arrows. */
export function arrowsTotal(arrows: readonly ArrowValue[], round: Pick<Round, 'passes'>): number {
  let total = 0;
  for (const arrow of arrows) total += arrowScore(arrow, round);
  return total;
}

/** Whether an arrow value is one the round's keypad offers (an imperial 10 or a metric 9 is not). */
export function isAllowedArrow(arrow: ArrowValue, round: Pick<Round, 'scores'>): boolean {
  return round.scores.includes(arrow);
}

/**
 * The most one arrow can score on this round: the basis of the projected score (docs/product.md section 5).
 * Falls back to 10 when the round offers no numeric value at all.
 */
export function topArrowValue(round: Pick<Round, 'scores' | 'passes'>): number {
  let top: number | null = null;
  for (const value of round.scores) {
    if (value === 'M') continue;
    const points = arrowScore(value, round);
    if (top === null || points > top) top = points;
  }
  return top ?? 10;
}
