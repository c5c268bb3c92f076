import { useId, useState } from 'react';
import type { ProgressSeries } from '../../../../shared/contract/progress.js';
import { TimeChart, type TimeSeries } from '../../charts/TimeChart.js';
import { roundTitle } from '../select-round/round-title.js';
import { handicapSummary, scoreSummary } from './progress-words.js';
import { useProgress } from './use-progress.js';
import { bowName } from '../../bow-name.js';

/** A series' values at the marked shoots only (null elsewhere), for the chart to ring them. */
function marked(values: ReadonlyArray<number | null>, indexes: readonly number[]): (number | null)[] {
  const marks = new Array<number | null>(values.length).fill(null);
  for (const index of indexes) marks[index] = values[index] ?? null;
  return marks;
}

function ProgressCharts({ progress }: { progress: ProgressSeries }) {
  const steps = progress.classificationSteps.map((step) => step.index);
  // Each chart: a value over time, with the shoots that were PBs or new classifications marked on it.
  const charts: Array<{ valueName: string; series: TimeSeries[]; summary: string }> = [
    {
      valueName: 'Score',
      summary: scoreSummary(progress),
      series: [
        { label: 'Score', values: progress.scores, colour: 'accent', style: 'line' },
        {
          label: 'Personal best',
          values: marked(progress.scores, progress.personalBests),
          colour: 'focus',
          style: 'rings',
        },
        {
          label: 'New classification',
          values: marked(progress.scores, steps),
          colour: 'danger',
          style: 'spots',
        },
      ],
    },
    {
      valueName: 'Handicap',
      summary: handicapSummary(progress),
      series: [
        { label: 'Handicap', values: progress.handicaps, colour: 'accent', style: 'line' },
        {
          label: 'New classification',
          values: marked(progress.handicaps, steps),
          colour: 'danger',
          style: 'spots',
        },
      ],
    },
  ];
  const title = `${roundTitle(progress.gameType ?? '')}, ${progress.bowType ?? ''}`;
  return (
    <>
      {charts.map(({ valueName, series, summary }) => (
        <TimeChart
          key={valueName}
          label={`${valueName} over time: ${title}`}
          times={progress.times}
          series={series}
          valueName={valueName}
        >
          {summary}
        </TimeChart>
      ))}
    </>
  );
}

/** Score and handicap over time on the round and bow the archer picks (History's Progress view). */
export function ProgressSection() {
  const id = useId();
  const [gameType, setGameType] = useState<string | undefined>(undefined);
  const [bowType, setBowType] = useState<string | undefined>(undefined);
  const data = useProgress({ gameType, bowType });
  const progress = data.state === 'ready' ? data.value : null;

  return (
    <div className="history-progress-body">
      {data.state === 'loading' && <p aria-live="polite">Drawing your progress…</p>}
      {data.state === 'failed' && <p role="alert">Your progress could not be worked out: {data.message}</p>}
      {progress && (
        <>
          <div className="history-filter-fields">
            <label htmlFor={`${id}-round`}>Round</label>
            <select
              id={`${id}-round`}
              value={progress.gameType ?? ''}
              onChange={(event) => {
                setGameType(event.target.value);
                // Each round has its own bows: the most shot one is picked again.
                setBowType(undefined);
              }}
            >
              {progress.rounds.map((round) => (
                <option key={round.name} value={round.name}>
                  {roundTitle(round.name)} ({round.shoots})
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-bow`}>Bow type</label>
            <select
              id={`${id}-bow`}
              value={progress.bowType ?? ''}
              onChange={(event) => setBowType(event.target.value)}
            >
              {progress.bowTypes.map((bow) => (
                <option key={bow} value={bow}>
                  {bowName(bow)}
                </option>
              ))}
            </select>
          </div>
          {progress.gameType === null ? (
            <p>No dated shoots to chart yet.</p>
          ) : (
            <ProgressCharts progress={progress} />
          )}
        </>
      )}
    </div>
  );
}
