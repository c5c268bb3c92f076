import { useEffect, useState } from 'react';
import { tvView, type LatestEnd } from '../../../../shared/live-shoots/tv-board.js';
import type { LiveShoot, Participant } from '../../../../shared/live-shoots/types.js';
import { ordinal } from '../../live/live-strip-words.js';
import { zoneColour } from '../../target-face/face-colours.js';
import { handicapCell, standingWords } from './ranking-words.js';

/** How long each archer's latest end stays up before the next archer's. */
const END_SHOWN_MS = 8000;
/** Rows a TV shows in type readable from across a clubhouse. */
const TV_ROWS = 8;

/**
 * TV mode of the viewer, for a clubhouse screen: the leaderboard in very large type with each archer's
 * latest end shown in turn, and the podium once everyone has finished.
 */
export function TvBoard({ shoot }: { shoot: LiveShoot }) {
  const view = tvView(shoot);
  return view.kind === 'podium' ? (
    <Podium places={view.places} />
  ) : (
    <div className="tv-board">
      <ol className="tv-rows" aria-label="Leaderboard">
        {shoot.participants.slice(0, TV_ROWS).map((participant) => (
          <li key={participant.id} className="tv-row">
            <span className="tv-position">{participant.position}</span>
            <span className="tv-name">
              {participant.archerName}
              {participant.finished && <span aria-label="Finished"> ✓</span>}
            </span>
            {participant.retired === true ? (
              // Said in place of the arrows count, in words, never as a finish.
              <span className="tv-arrows-shot tv-retired">{standingWords(participant)}</span>
            ) : (
              <span className="tv-arrows-shot">
                {participant.arrowsShot} <span className="tv-unit">arrows</span>
              </span>
            )}
            <span className="tv-handicap">
              <abbr title="Handicap">HC</abbr> {handicapCell(participant.handicap)}
            </span>
            <span className="tv-total">{participant.totalScore}</span>
          </li>
        ))}
      </ol>
      <EndsInTurn ends={view.ends} />
    </div>
  );
}

function EndsInTurn({ ends }: { ends: LatestEnd[] }) {
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    if (ends.length < 2) return;
    const next = setInterval(() => setTurn((previous) => previous + 1), END_SHOWN_MS);
    return () => clearInterval(next);
  }, [ends.length]);
  const end = ends.length === 0 ? null : ends[turn % ends.length];
  if (!end) return null;
  return (
    <section className="tv-end" aria-label="Latest end">
      <p className="tv-end-who">
        {end.archerName} · end {end.endNumber}
      </p>
      <p className="tv-end-arrows">
        {end.arrows.map((arrow, index) => (
          <span
            key={index}
            className={`tv-arrow ring-${arrow === 'M' || end.scoring === null ? 'miss' : zoneColour(end.scoring, arrow)}`}
          >
            {arrow}
          </span>
        ))}
        <span className="tv-end-total">{end.endTotal}</span>
      </p>
    </section>
  );
}

function Podium({ places }: { places: Participant[] }) {
  return (
    <section className="tv-podium" aria-label="Results">
      <h2 className="tv-podium-title">Results</h2>
      <ol className="tv-podium-places">
        {places.map((place) => (
          <li key={place.id} className={`tv-place tv-place-${Math.min(place.position, 3)}`}>
            <span className="tv-place-position">{ordinal(place.position)}</span>
            <span className="tv-place-name">{place.archerName}</span>
            <span className="tv-place-total">{place.totalScore}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
