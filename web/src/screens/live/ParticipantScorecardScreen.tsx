import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { EngineResult } from '../../../../shared/contract/engine.js';
import type { SheetLayouts } from '../../../../shared/contract/scoreCardViews.js';
import type { Participant } from '../../../../shared/live-shoots/types.js';
import { useEngine } from '../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { Scorecard } from '../../scorecard/Scorecard.js';
import { sheetInLayout } from '../../scorecard/score-sheet.js';
import { ScorecardHeader, useChosenScorecardLayout } from '../../scorecard/ScorecardHeader.js';
import { roundTitle } from '../select-round/round-title.js';
import { handicapCell, shootGoneWords, standingWords } from './ranking-words.js';
import { useWatchedShoot } from './use-watched-shoot.js';
import './live.css';

type Sheet = Loadable<SheetLayouts>;

/**
 * Lays out a participant's arrows on the score card's own sheet (the worker knows the rounds), again
 * only when their round or arrows change, not on every leaderboard update.
 */
function useParticipantSheet(participant: Participant | null): Sheet {
  const engine = useEngine();
  const [sheet, setSheet] = useState<Sheet>(stillLoading);
  const arrowsKey = participant
    ? JSON.stringify({ roundName: participant.roundName, scores: participant.scores })
    : null;
  useEffect(() => {
    if (arrowsKey === null) return;
    const { roundName, scores } = JSON.parse(arrowsKey) as Pick<Participant, 'roundName' | 'scores'>;
    let newest = true;
    void engine.scorecardOf(roundName, scores).then((answer: EngineResult<SheetLayouts>) => {
      if (!newest) return;
      setSheet(loadableFrom(answer));
    });
    return () => {
      newest = false;
    };
  }, [engine, arrowsKey]);
  return sheet;
}

/** One archer's arrows in a live shoot (route /participant-scorecard/:shootCode/:participantId), live. */
export default function ParticipantScorecardScreen() {
  const { shootCode = '', participantId = '' } = useParams<{ shootCode: string; participantId: string }>();
  const feed = useWatchedShoot(shootCode);
  const participant =
    feed?.state === 'ready'
      ? (feed.shoot.participants.find((candidate) => candidate.id === participantId) ?? null)
      : null;
  const standing = participant ? standingWords(participant) : null;
  const sheet = useParticipantSheet(participant);
  const { layout, toggle } = useChosenScorecardLayout();

  return (
    <section className="live-screen" aria-labelledby="participant-title">
      <p>
        <Link href={`/viewer/${shootCode}`}>Back to the leaderboard</Link>
      </p>
      <h1 id="participant-title">{participant ? participant.archerName : 'Scorecard'}</h1>
      {feed?.state === 'loading' && <p>Loading…</p>}
      {feed?.state === 'gone' && <p role="alert">{shootGoneWords(shootCode)}</p>}
      {feed?.state === 'unreachable' && <p role="alert">{feed.message}</p>}
      {feed?.state === 'ready' && !participant && <p role="alert">This archer is no longer in the shoot.</p>}
      {participant && (
        <>
          <dl className="participant-facts">
            <dt>Round</dt>
            <dd>{roundTitle(participant.roundName)}</dd>
            <dt>Bow</dt>
            <dd>{participant.bowType}</dd>
            <dt>Total</dt>
            <dd>
              {participant.totalScore} after {participant.arrowsShot} arrows
            </dd>
            <dt>Handicap</dt>
            <dd>{handicapCell(participant.handicap)}</dd>
            <dt>Position</dt>
            <dd>
              {participant.position}
              {standing ? ` (${standing.toLowerCase()})` : ''}
            </dd>
          </dl>
          {sheet.state === 'ready' && (
            <div className="score-sheet">
              <ScorecardHeader layout={layout} onToggle={toggle} />
              <Scorecard sheet={sheetInLayout(sheet.value, layout)} />
            </div>
          )}
          {sheet.state === 'failed' && <p role="alert">{sheet.message}</p>}
        </>
      )}
    </section>
  );
}
