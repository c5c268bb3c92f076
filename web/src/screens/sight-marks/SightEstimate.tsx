import { useId, useState } from 'react';
import type {
  EngineResult,
  SightEstimate as Estimate,
  SightEstimateView,
} from '../../../../shared/contract/engine.js';
import type { DistanceUnit } from '../../../../shared/rounds/round.js';
import { useEngine } from '../../engine/engine-context.js';
import { useEngineQuery } from '../../engine/use-engine.js';
import { SightChart } from './SightChart.js';

function describe(result: Estimate): string {
  switch (result.kind) {
    case 'recorded':
      return `${result.estimate.toFixed(2)} (your recorded mark)`;
    case 'interpolated':
      return `${result.estimate.toFixed(2)} ± ${result.u95.toFixed(2)} (about ± ${result.u95TargetCm.toFixed(0)} cm at the target)`;
    case 'extrapolated':
      return `${result.estimate.toFixed(2)} ± ${result.u95.toFixed(2)}, beyond your recorded marks: confirm it by shooting`;
    case 'refused':
      return `No estimate: ${result.reason}`;
  }
}

/**
 * "Distance to estimate": a mark for a distance with no recorded one, worked out in the worker from the
 * marks of one extension setting and shaped for the archer's bow (docs/sight-marks.md), with the chart of
 * the recorded marks and the estimated curve between them.
 */
export function SightEstimate() {
  const engine = useEngine();
  const [distance, setDistance] = useState('');
  const [unit, setUnit] = useState<DistanceUnit>('m');
  const [notches, setNotches] = useState<number | null>(null);
  const id = useId();
  const asked = distance.trim() === '' ? null : Number(distance.trim());
  const load = () => engine.estimateSightMark({ distance: asked, unit, notches });
  const { value: answer } = useEngineQuery<EngineResult<SightEstimateView> | null>(load, null, [
    'estimateSightMark',
  ]);
  const view = answer?.ok ? answer.value : null;

  return (
    <section className="sight-card fields" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Estimate a mark</h2>
      <p className="sight-hint">
        From your marks{view && view.settings.length > 1 ? ' for one extension setting' : ''}, shaped for a{' '}
        {view?.bowClass ?? 'recurve'} bow: marks are not a straight line in distance.
      </p>
      <div className="sight-fields">
        <label>
          Distance to estimate
          <input inputMode="decimal" value={distance} onChange={(event) => setDistance(event.target.value)} />
        </label>
        <label>
          Estimate unit
          <select value={unit} onChange={(event) => setUnit(event.target.value as DistanceUnit)}>
            <option value="m">metres</option>
            <option value="yd">yards</option>
          </select>
        </label>
        {view && view.settings.length > 1 && (
          <label>
            Extension notches
            <select value={view.notches} onChange={(event) => setNotches(Number(event.target.value))}>
              {view.settings.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <output className="sight-estimate" aria-label="Estimated mark" aria-live="polite">
        {answer && !answer.ok
          ? answer.error.message
          : view?.estimate
            ? describe(view.estimate)
            : view && view.usableMarks < 2
              ? 'Record marks at two distances to estimate others.'
              : asked !== null && !(asked > 0)
                ? 'Type a distance above 0.'
                : 'Type a distance.'}
      </output>
      {view && view.usableMarks >= 2 && (
        <SightChart
          recorded={view.recorded}
          curve={view.curve}
          asked={
            view.estimate && view.estimate.kind !== 'refused' && view.askedMetres !== null
              ? { metres: view.askedMetres, mark: view.estimate.estimate }
              : null
          }
        />
      )}
    </section>
  );
}
