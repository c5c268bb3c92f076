/** How the analysis says its figures: centimetres at the target, and which way. */
import type { PointCm } from '../../../../../shared/target-face/groupStatistics.js';
import type { SightMove } from '../../../../../shared/target-face/sightAdvice.js';

/** One decimal place: a tenth of a centimetre is finer than any archer can act on. */
export function cm(value: number): string {
  return `${Math.abs(value) < 0.05 ? '0.0' : value.toFixed(1)} cm`;
}

/** Where a group centre sits from the spot centre, as an archer says it: "3.0 cm high, 1.2 cm left". */
export function offsetText(centre: PointCm): string {
  const part = (value: number, positive: string, negative: string) =>
    Math.abs(value) < 0.05 ? null : `${cm(Math.abs(value))} ${value > 0 ? positive : negative}`;
  const parts = [part(centre.y, 'high', 'low'), part(centre.x, 'right', 'left')].filter(
    (text): text is string => text !== null,
  );
  return parts.length === 0 ? 'in the centre' : parts.join(', ');
}

/** The spread: mean radius and its standard deviation. */
export function spreadText(meanRadiusCm: number, radiusSdCm: number | null): string {
  return radiusSdCm === null ? cm(meanRadiusCm) : `${cm(meanRadiusCm)} (SD ${cm(radiusSdCm)})`;
}

/** A change per end or per shoot: signed, so "+0.4 cm" reads as growing. */
export function changeText(value: number | null, per: string): string {
  if (value === null) return 'not enough to tell';
  const sign = value > 0.005 ? '+' : value < -0.005 ? '−' : '';
  return `${sign}${Math.abs(value).toFixed(2)} cm per ${per}`;
}

/** One axis of sight advice in words. */
export function sightMoveText<Direction extends string>(
  axis: 'Elevation' | 'Windage',
  move: SightMove<Direction>,
): string {
  if (move.move === null) return `${axis}: leave it (the offset is within the group’s own spread)`;
  if (move.amount === null) return `${axis}: move the sight ${move.move}`;
  const amount = move.unit === 'mm' ? `${move.amount.toFixed(1)} mm` : `${move.amount.toFixed(2)} marks`;
  return `${axis}: move the sight ${move.move} ${amount}`;
}

/**
 * A sight mark as an archer reads it off the scale: to the hundredth (the advice is worked out more
 * finely than any scale is read). The mark offered for saving is this one, so what is saved is what was shown.
 */
export function readableMark(mark: number): number {
  return Math.round(mark * 100) / 100;
}
