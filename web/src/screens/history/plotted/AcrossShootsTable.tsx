import type { DistanceUnit } from '../../../../../shared/rounds/round.js';
import { distanceLabel } from '../../../../../shared/scoring/ends.js';
import type { DistanceComparison } from '../../../../../shared/target-face/groupTrends.js';
import { useEngine } from '../../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../../engine/loadable.js';
import { useEngineQuery } from '../../../engine/use-engine.js';
import { shootDate } from '../shoot-format.js';
import { GroupTable, type GroupTableRow } from './GroupTable.js';
import { changeText } from './plot-words.js';

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
  const engine = useEngine();
  const load = async (): Promise<Loadable<DistanceComparison>> =>
    loadableFrom(await engine.distanceAcrossShoots({ distance, unit }));
  const comparison = useEngineQuery(load, stillLoading, ['distanceAcrossShoots']).value;
  const where = distanceLabel({ distance, unit });
  if (comparison.state === 'loading') return <p aria-live="polite">Comparing your shoots at {where}…</p>;
  if (comparison.state === 'failed') return <p className="plotted-refused">{comparison.message}</p>;
  const { shoots, meanRadiusCmPerShoot } = comparison.value;
  const rows = shoots.map(({ shootId, date, summary }): GroupTableRow => {
    const current = shootId === String(thisShootId);
    return {
      key: shootId,
      label: `${shootDate(date)}${current ? ' (this shoot)' : ''}`,
      group: summary.grouped,
      current,
    };
  });
  return (
    <GroupTable
      caption={<>Your plotted shoots at {where}</>}
      labelHeading="Date"
      rows={rows}
      note={<>Spread over these shoots: {changeText(meanRadiusCmPerShoot, 'shoot')}.</>}
    />
  );
}
