import type { EndSeries } from '../../../../../shared/target-face/groupTrends.js';
import { GroupTable, type GroupTableRow } from './GroupTable.js';
import { changeText } from './plot-words.js';

/** How centre and spread changed end by end at one distance, with the trends the worker fitted. */
export function EndTrendTable({ series, where }: { series: EndSeries; where: string }) {
  const rows = series.ends.flatMap(({ end, group }): GroupTableRow[] =>
    group === null ? [] : [{ key: end, label: end, group }],
  );
  return (
    <GroupTable
      caption={<>End by end at {where}</>}
      labelHeading="End"
      rows={rows}
      note={
        <>
          Spread: {changeText(series.trend.meanRadiusCmPerEnd, 'end')}. Height:{' '}
          {changeText(series.trend.centreYCmPerEnd, 'end')}. Left–right:{' '}
          {changeText(series.trend.centreXCmPerEnd, 'end')}.
        </>
      }
    />
  );
}
