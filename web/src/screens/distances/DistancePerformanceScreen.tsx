import { useId, useState } from 'react';
import { Link } from 'wouter';
import { TREND_WINDOW } from '../../../../shared/views/distanceReport.js';
import type { DistancePerformanceFilter, DistanceReportRow } from '../../../../shared/contract/distances.js';
import { TimeChart, type TimeSeries } from '../../charts/TimeChart.js';
import { recordFeatureUse } from '../../feature-usage.js';
import { formatCount } from '../../formats.js';
import { bestEndText, trendSummary } from './distance-words.js';
import { DistanceFilters } from './DistanceFilters.js';
import { useDistanceReport } from './use-distance-report.js';
import './distances.css';

/** A distance's key: metres and yards stay apart ("20m" and "20yd" are different distances). */
function keyOf(row: Pick<DistanceReportRow, 'distance' | 'unit'>): string {
  return `${row.distance}${row.unit}`;
}

function TrendChart({ row }: { row: DistanceReportRow }) {
  const series: TimeSeries[] = [
    { label: 'Each shoot', values: row.trend.averages, colour: 'muted', style: 'dots' },
    {
      label: `Average of the last ${TREND_WINDOW} shoots`,
      values: row.trend.rolling,
      colour: 'accent',
      style: 'line',
    },
  ];
  return (
    <TimeChart
      label={`Points per arrow at ${row.label} over time`}
      times={row.trend.times}
      series={series}
      valueName="Points per arrow"
    >
      {trendSummary(row)}
    </TimeChart>
  );
}

function FiguresTable({ rows }: { rows: DistanceReportRow[] }) {
  return (
    <div className="distance-table-wrap">
      <table className="distance-table">
        <caption className="distance-caption">Figures at each distance, nearest first</caption>
        <thead>
          <tr>
            <th scope="col">Distance</th>
            <th scope="col">Arrows</th>
            <th scope="col">Per arrow</th>
            <th scope="col">Best end</th>
            <th scope="col">Best dozen</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keyOf(row)}>
              <th scope="row">
                {row.label}
                <span className="distance-faces">{row.faceSizes.map((cm) => `${cm} cm`).join(', ')}</span>
              </th>
              <td>{formatCount(row.arrows)}</td>
              <td>{row.averagePerArrow.toFixed(2)}</td>
              <td>{bestEndText(row)}</td>
              <td>{row.bestDozen ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Distance performance (route /distance-performance): how the archer scores at each distance. */
export default function DistancePerformanceScreen() {
  const id = useId();
  const [filter, setFilter] = useState<DistancePerformanceFilter>({});
  const [chosen, setChosen] = useState<string | null>(null);
  const data = useDistanceReport(filter);
  const report = data.state === 'ready' ? data.value : null;
  const rows = report?.distances ?? [];
  // The trend shows the chosen distance, else the one with the most arrows.
  const trendRow =
    rows.find((row) => keyOf(row) === chosen) ??
    rows.reduce<DistanceReportRow | undefined>(
      (most, row) => (most && most.arrows >= row.arrows ? most : row),
      undefined,
    );
  const filtered = filter.bowType !== undefined || filter.faceCm !== undefined || filter.season !== undefined;

  return (
    <section className="distance-screen fields" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Distance performance</h1>
      {data.state === 'loading' && <p aria-live="polite">Working out your distances…</p>}
      {data.state === 'failed' && <p role="alert">Your distances could not be worked out: {data.message}</p>}
      {report && (
        <>
          <DistanceFilters
            filter={filter}
            bowTypes={report.bowTypes}
            faceSizes={report.faceSizes}
            seasonStarts={report.seasons}
            onChange={(next: DistancePerformanceFilter) => setFilter(next)}
          />
          {rows.length === 0 ? (
            <p className="distance-empty" aria-live="polite">
              {filtered ? (
                <>
                  No shoots match these filters.{' '}
                  <button type="button" className="plain-button" onClick={() => setFilter({})}>
                    Clear filters
                  </button>
                </>
              ) : (
                <>
                  No distances shot yet. <Link href="/">Score a round</Link> and save it to see your figures
                  here.
                </>
              )}
            </p>
          ) : (
            <>
              <FiguresTable rows={rows} />
              {trendRow && (
                <section className="distance-trend" aria-labelledby={`${id}-trend`}>
                  <h2 id={`${id}-trend`}>Trend</h2>
                  <label htmlFor={`${id}-trend-distance`}>Distance</label>
                  <select
                    id={`${id}-trend-distance`}
                    value={keyOf(trendRow)}
                    onChange={(event) => {
                      setChosen(event.target.value);
                      // docs/product.md section 7's "distance slider": the source app's distance picker, this select here.
                      recordFeatureUse('distance slider', { distance: event.target.value });
                    }}
                  >
                    {rows.map((row) => (
                      <option key={keyOf(row)} value={keyOf(row)}>
                        {row.label} ({formatCount(row.shoots)} {row.shoots === 1 ? 'shoot' : 'shoots'})
                      </option>
                    ))}
                  </select>
                  <TrendChart row={trendRow} />
                </section>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
