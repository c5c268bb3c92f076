import { useCallback } from 'react';
import type { EngineChange } from '../../../../../shared/contract/engine.js';
import type { DistanceUnit } from '../../../../../shared/rounds/round.js';
import { distanceLabel } from '../../../../../shared/scoring/ends.js';
import type { DistanceComparison } from '../../../../../shared/target-face/groupTrends.js';
import { getEngine } from '../../../engine/engine-client.js';
import { useEngineQuery } from '../../../engine/use-engine.js';
import { changeText, offsetText, spreadText } from './plot-words.js';

type Comparison =
  { state: 'loading' } | { state: 'ready'; value: DistanceComparison } | { state: 'failed'; message: string };

const changesHistory = (change: EngineChange) =>
  change.type === 'score-saved' || change.type === 'shoot-deleted' || change.type === 'history-imported';

/** One distance's plotted groups across the saved shoots, oldest first (fliers left out). */
export function AcrossShootsTable({
  distance,
  unit,
  thisShootId,
}: {
  distance: number;
  unit: DistanceUnit;
  thisShootId: number;
}) {
  const load = useCallback(async (): Promise<Comparison> => {
    const result = await getEngine().distanceAcrossShoots({ distance, unit });
    return result.ok
      ? { state: 'ready', value: result.value }
      : { state: 'failed', message: result.error.message };
  }, [distance, unit]);
  const comparison = useEngineQuery(load, { state: 'loading' }, changesHistory).value;
  const where = distanceLabel({ distance, unit });
  if (comparison.state === 'loading') return <p aria-live="polite">Comparing your shoots at {where}…</p>;
  if (comparison.state === 'failed') return <p className="plotted-refused">{comparison.message}</p>;
  const { shoots, meanRadiusCmPerShoot } = comparison.value;
  return (
    <div className="plotted-table-wrap">
      <table className="plotted-table">
        <caption>Your plotted shoots at {where}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Arrows</th>
            <th scope="col">Centre</th>
            <th scope="col">Mean radius</th>
          </tr>
        </thead>
        <tbody>
          {shoots.map((shoot) => (
            <tr key={shoot.shootId} aria-current={shoot.shootId === String(thisShootId) ? 'true' : undefined}>
              <th scope="row">
                {shoot.date.slice(0, 10)}
                {shoot.shootId === String(thisShootId) ? ' (this shoot)' : ''}
              </th>
              <td>{shoot.summary.grouped.count}</td>
              <td>{offsetText(shoot.summary.grouped.centre)}</td>
              <td>{spreadText(shoot.summary.grouped.meanRadiusCm, shoot.summary.grouped.radiusSdCm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="plotted-note">Spread over these shoots: {changeText(meanRadiusCmPerShoot, 'shoot')}.</p>
    </div>
  );
}
