import type { ArrowValue } from '../rounds/round.js';
import type { FacePosition } from './targetFace.js';

/** The cross of groupStatistics.test.ts 5 cm high: centre (0, 50) mm, arrows 1 cm either side. */
export const CROSS_5CM_HIGH: readonly FacePosition[] = [
  { x: 0, y: 50 },
  { x: 10, y: 50 },
  { x: -10, y: 50 },
  { x: 0, y: 60 },
  { x: 0, y: 40 },
];

/** Four arrows 2 cm round the middle. */
export const ROUND_THE_MIDDLE: readonly FacePosition[] = [
  { x: 20, y: 0 },
  { x: -20, y: 0 },
  { x: 0, y: 20 },
  { x: 0, y: -20 },
];

/**
 * A York begun, for tests of plotted arrows: 72 arrows at 100 yd and the first end at 80 yd, every one
 * a 7. Only end 1 (100 yd) and end 13 (80 yd) were plotted, as given; the rest came from the keypad.
 */
export function yorkBegun(plotted: { end1: readonly FacePosition[]; end13: readonly FacePosition[] }): {
  scores: ArrowValue[];
  positions: Array<FacePosition | null>;
} {
  const scores: ArrowValue[] = Array.from({ length: 78 }, () => 7);
  const positions: Array<FacePosition | null> = scores.map(() => null);
  plotted.end1.forEach((p, i) => (positions[i] = p));
  plotted.end13.forEach((p, i) => (positions[72 + i] = p));
  return { scores, positions };
}
