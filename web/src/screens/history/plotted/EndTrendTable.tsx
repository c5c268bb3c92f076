import type { EndSeries } from '../../../../../shared/target-face/groupTrends.js';
import { changeText, offsetText, spreadText } from './plot-words.js';

/** How centre and spread changed end by end at one distance, with the trends the worker fitted. */
export function EndTrendTable({ series, where }: { series: EndSeries; where: string }) {
  const ends = series.ends.filter((entry) => entry.group !== null);
  return (
    <div className="plotted-table-wrap">
      <table className="plotted-table">
        <caption>End by end at {where}</caption>
        <thead>
          <tr>
            <th scope="col">End</th>
            <th scope="col">Arrows</th>
            <th scope="col">Centre</th>
            <th scope="col">Mean radius</th>
          </tr>
        </thead>
        <tbody>
          {ends.map(({ end, group }) =>
            group === null ? null : (
              <tr key={end}>
                <th scope="row">{end}</th>
                <td>{group.count}</td>
                <td>{offsetText(group.centre)}</td>
                <td>{spreadText(group.meanRadiusCm, group.radiusSdCm)}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      <p className="plotted-note">
        Spread: {changeText(series.trend.meanRadiusCmPerEnd, 'end')}. Height:{' '}
        {changeText(series.trend.centreYCmPerEnd, 'end')}. Left–right:{' '}
        {changeText(series.trend.centreXCmPerEnd, 'end')}.
      </p>
    </div>
  );
}
