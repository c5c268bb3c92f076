import { useState } from 'react';
import { distanceLabel } from '../../../../../shared/scoring/ends.js';
import type { ShootAnalysis } from '../../../../../shared/target-face/shootAnalysis.js';
import { useEngine } from '../../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../../engine/loadable.js';
import { FacePlot } from '../../../target-face/FacePlot.js';
import { useEngineQuery } from '../../../engine/use-engine.js';
import { AcrossShootsTable } from './AcrossShootsTable.js';
import { EndTrendTable } from './EndTrendTable.js';
import { choiceDistanceIndex, plotOptions, plotPicture } from './plot-choice.js';
import { offsetText, spreadText } from './plot-words.js';
import { SightAdvicePanel } from './SightAdvicePanel.js';
import './plotted.css';

/**
 * The plotted arrows of a saved shoot (issue #18): a face with the arrows of the whole round, a distance
 * or an end, the group's centre and spread, fliers, end-by-end trends, the distance across shoots and
 * sight advice. Nothing shows for a shoot scored on the keypad.
 */
export function PlottedShootSection({ historyId }: { historyId: number }) {
  const engine = useEngine();
  const load = async (): Promise<Loadable<ShootAnalysis>> =>
    loadableFrom(await engine.plottedShoot(historyId));
  // Its arrows change only with an edit of a saved shoot.
  const value = useEngineQuery(load, stillLoading, ['plottedShoot']).value;
  if (value.state !== 'ready') return null;
  return <PlottedAnalysis historyId={historyId} analysis={value.value} />;
}

function PlottedAnalysis({ historyId, analysis }: { historyId: number; analysis: ShootAnalysis }) {
  const options = plotOptions(analysis);
  const [chosen, setChosen] = useState(options[0]?.value ?? '');
  const option = options.find((entry) => entry.value === chosen) ?? options[0];
  if (option === undefined) return null;
  const picture = plotPicture(analysis, option.choice);
  const distanceIndex = choiceDistanceIndex(option.choice);
  const distance =
    distanceIndex === null ? undefined : analysis.distances.find((d) => d.distanceIndex === distanceIndex);
  const fliers = picture?.arrows.filter((arrow) => arrow.flier) ?? [];
  const where = distance?.distance ? distanceLabel(distance.distance) : 'this distance';

  return (
    <section className="plotted" aria-labelledby="plotted-title">
      <h2 id="plotted-title">Plotted arrows</h2>
      <label className="plotted-choice">
        Show
        <select value={option.value} onChange={(event) => setChosen(event.target.value)}>
          {options.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
      {picture === null ? (
        <p className="plotted-note">No face to draw these arrows on.</p>
      ) : (
        <>
          <FacePlot
            face={picture.face}
            arrows={picture.arrows}
            group={picture.group}
            label={`${option.label}: ${picture.arrows.length} plotted arrows`}
          />
          {picture.group && (
            <dl className="plotted-figures">
              <dt>Arrows</dt>
              <dd>{picture.arrows.length}</dd>
              <dt>Group centre</dt>
              <dd>{offsetText(picture.group.centre)}</dd>
              <dt>Spread (mean radius)</dt>
              <dd>{spreadText(picture.group.meanRadiusCm, picture.group.radiusSdCm)}</dd>
              <dt>Fliers</dt>
              <dd>
                {fliers.length === 0
                  ? 'none'
                  : `${fliers.length} (arrow${fliers.length === 1 ? '' : 's'} ${fliers.map((arrow) => arrow.index + 1).join(', ')}), ringed and left out of the group`}
              </dd>
            </dl>
          )}
          {option.choice.kind === 'whole' && (
            <p className="plotted-note">
              Every distance’s arrows on one spot: pick a distance for figures to act on.
            </p>
          )}
        </>
      )}
      {distance !== undefined && distanceIndex !== null && (
        <>
          <EndTrendTable series={distance.ends} where={where} />
          <SightAdvicePanel historyId={historyId} distanceIndex={distanceIndex} />
          {distance.distance && (
            <AcrossShootsTable
              distance={distance.distance.distance}
              unit={distance.distance.unit}
              thisShootId={historyId}
            />
          )}
        </>
      )}
    </section>
  );
}
