import type { SightChartPoint, SightEstimateView } from '../../../../shared/contract/engine.js';

const WIDTH = 320;
const HEIGHT = 180;
const PAD = 28;

/**
 * A small chart: the recorded marks as dots, the estimated marks between and just beyond them as a line
 * (dashed where it extrapolates), and the asked distance ringed. Drawn as SVG from the worker's points:
 * a hundred points need no chart library.
 */
export function SightChart({
  recorded,
  curve,
  asked,
}: {
  recorded: readonly SightChartPoint[];
  curve: SightEstimateView['curve'];
  asked: SightChartPoint | null;
}) {
  const everything = [...recorded, ...curve, ...(asked ? [asked] : [])];
  const xs = everything.map((point) => point.metres);
  const ys = everything.map((point) => point.mark);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
  const x = (metres: number) => PAD + ((metres - x0) / Math.max(1, x1 - x0)) * (WIDTH - 2 * PAD);
  const y = (mark: number) => HEIGHT - PAD - ((mark - y0) / Math.max(1e-6, y1 - y0)) * (HEIGHT - 2 * PAD);
  const path = (points: SightEstimateView['curve']) =>
    points
      .map(
        (point, index) =>
          `${index === 0 ? 'M' : 'L'}${x(point.metres).toFixed(1)} ${y(point.mark).toFixed(1)}`,
      )
      .join(' ');
  const inside = curve.filter((point) => !point.beyond);
  const below = curve.filter((point) => point.beyond && point.metres < (inside[0]?.metres ?? 0));
  const above = curve.filter(
    (point) => point.beyond && point.metres > (inside[inside.length - 1]?.metres ?? 0),
  );
  return (
    <svg
      className="sight-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Sight marks against distance: ${recorded.length} recorded, the estimated curve between them`}
    >
      <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} className="sight-axis" />
      <line x1={PAD} y1={PAD} x2={PAD} y2={HEIGHT - PAD} className="sight-axis" />
      <text x={PAD} y={HEIGHT - 8} className="sight-chart-label">
        {Math.round(x0)} m
      </text>
      <text x={WIDTH - PAD} y={HEIGHT - 8} textAnchor="end" className="sight-chart-label">
        {Math.round(x1)} m
      </text>
      {inside.length > 1 && <path d={path(inside)} className="sight-curve" />}
      {below.length > 1 && <path d={path(below)} className="sight-curve sight-curve-beyond" />}
      {above.length > 1 && <path d={path(above)} className="sight-curve sight-curve-beyond" />}
      {recorded.map((point) => (
        <circle
          key={`${point.metres}-${point.mark}`}
          cx={x(point.metres)}
          cy={y(point.mark)}
          r={4}
          className="sight-dot"
        />
      ))}
      {asked && <circle cx={x(asked.metres)} cy={y(asked.mark)} r={7} className="sight-asked" />}
    </svg>
  );
}
