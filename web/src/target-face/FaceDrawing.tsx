import type { TargetFace } from '../../../shared/target-face/targetFace.js';
import { zoneColour } from './face-colours.js';

/**
 * The printed face in SVG units (mm, y down): every spot's zones, outermost first so each inner zone
 * paints over the one round it. Drawn by both the face you tap and the magnifier, so they match.
 */
export function FaceDrawing({ face }: { face: TargetFace }) {
  const zones = [...face.rings].reverse();
  return (
    <g className="face-drawing">
      {face.spots.map((spot, spotIndex) =>
        zones.map((ring) => (
          <circle
            key={`${spotIndex}-${String(ring.value)}`}
            className={`face-zone face-zone-${zoneColour(face.scoring, ring.value)}`}
            cx={spot.x}
            cy={-spot.y}
            r={ring.outerRadiusMm}
          />
        )),
      )}
      {face.spots.map((spot, spotIndex) => (
        <g key={`centre-${spotIndex}`} className="face-centre-mark">
          <line x1={spot.x - 3} y1={-spot.y} x2={spot.x + 3} y2={-spot.y} />
          <line x1={spot.x} y1={-spot.y - 3} x2={spot.x} y2={-spot.y + 3} />
        </g>
      ))}
    </g>
  );
}
