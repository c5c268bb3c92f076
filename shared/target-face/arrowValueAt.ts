/**
 * The value of an arrow from where it landed: ring geometry with the line-cutter rule.
 */
import type { ArrowValue } from '../rounds/round.js';
import type { FacePosition, TargetFace } from './targetFace.js';

/** A typical target arrow shaft (outdoor carbon 5-5.5 mm, indoor up to 9.3 mm): used when none is set. */
export const TYPICAL_SHAFT_DIAMETER_MM = 5;

/**
 * Positions come from taps converted to millimetres; a position meant to sit exactly on a line may land
 * a few ulps off it. A nanometre is far below anything a finger or the eye can place.
 */
const ON_THE_LINE_MM = 1e-6;

/** Index of the spot nearest to a position (the spot an arrow belongs to on a multi-spot face). */
function nearestSpotIndex(face: TargetFace, position: FacePosition): number {
  let best = 0;
  let bestDistance = Infinity;
  face.spots.forEach((spot, index) => {
    const distance = Math.hypot(position.x - spot.x, position.y - spot.y);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * The position relative to the centre of its own spot: what group statistics use, so that arrows on the
 * three spots of a triple face form one group.
 */
export function positionOnSpot(face: TargetFace, position: FacePosition): FacePosition {
  const spot = face.spots[nearestSpotIndex(face, position)] ?? { x: 0, y: 0 };
  return { x: position.x - spot.x, y: position.y - spot.y };
}

/**
 * The arrow value at a position. Line-cutter rule: the dividing line belongs to the higher zone, and an
 * arrow whose shaft touches it scores that zone, so the shaft's nearest edge (centre distance minus half
 * the shaft) is what is compared with each ring's outer edge; the X ring works the same way. An arrow
 * whose shaft touches no scoring zone is a miss (M). On a multi-spot face the nearest spot scores.
 */
export function arrowValueAt(
  face: TargetFace,
  position: FacePosition,
  shaftDiameterMm: number = TYPICAL_SHAFT_DIAMETER_MM,
): ArrowValue {
  const onSpot = positionOnSpot(face, position);
  const nearestEdge = Math.hypot(onSpot.x, onSpot.y) - Math.max(0, shaftDiameterMm) / 2;
  for (const ring of face.rings) {
    if (nearestEdge <= ring.outerRadiusMm + ON_THE_LINE_MM) return ring.value;
  }
  return 'M';
}
