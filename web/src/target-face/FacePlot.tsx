import type { FacePosition, TargetFace } from '../../../shared/target-face/targetFace.js';
import type { GroupStatistics } from '../../../shared/target-face/groupStatistics.js';
import { FaceDrawing } from './FaceDrawing.js';
import { viewBoxText } from './FaceEntry.js';
import { faceViewBox } from './face-geometry.js';
import './target-face.css';

/** An arrow on the analysis plot, where it landed relative to its own spot. */
export interface PlotArrow {
  index: number;
  onSpot: FacePosition;
  flier: boolean;
}

interface FacePlotProps {
  face: TargetFace;
  arrows: readonly PlotArrow[];
  /** The group whose centre and mean radius are drawn (fliers left out), or null. */
  group: GroupStatistics | null;
  /** What the picture shows, for a screen reader. */
  label: string;
}

/**
 * Plotted arrows for analysis: every arrow on one spot (a triple-spot face's arrows gathered onto a
 * single spot, as archers compare them), fliers ringed, the group centre crossed and its mean radius
 * drawn round it.
 */
export function FacePlot({ face, arrows, group, label }: FacePlotProps) {
  const spot = { ...face, spots: [{ x: 0, y: 0 }] };
  const box = faceViewBox(spot);
  const dotRadius = box.width * 0.009;
  const cross = box.width * 0.05;
  const centre = group ? { x: group.centre.x * 10, y: -group.centre.y * 10 } : null;
  return (
    <svg className="face-plot" role="img" aria-label={label} viewBox={viewBoxText(box)}>
      <FaceDrawing face={spot} />
      {arrows.map((arrow) => (
        <circle
          key={arrow.index}
          className={arrow.flier ? 'face-dot face-dot-flier' : 'face-dot'}
          cx={arrow.onSpot.x}
          cy={-arrow.onSpot.y}
          r={dotRadius}
        />
      ))}
      {group && centre && (
        <g className="face-group">
          <circle className="face-spread" cx={centre.x} cy={centre.y} r={group.meanRadiusCm * 10} />
          <g className="face-group-centre">
            {['halo', 'line'].map((part) => (
              <g key={part} className={`face-group-centre-${part}`}>
                <line x1={centre.x - cross} y1={centre.y} x2={centre.x + cross} y2={centre.y} />
                <line x1={centre.x} y1={centre.y - cross} x2={centre.x} y2={centre.y + cross} />
              </g>
            ))}
          </g>
        </g>
      )}
    </svg>
  );
}
