import { useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import type { TargetCardView } from '../../../../shared/contract/targetCardView.js';
import { EVENT_STATUS_LABELS } from '../../../../shared/history/shootStanding.js';
import { useEngine } from '../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';
import { engineAnswer } from '../../engine/engine-answer.js';
import { shootDate } from '../history/shoot-format.js';
import { categoryWords } from '../profile/profile-form.js';
import { roundTitle } from '../select-round/round-title.js';
import { correctionWords, placeOnTarget, signaturesWords, standingWords } from './card-words.js';
import { DrawnMark } from '../../components/DrawnMark.js';
import { CardEnds } from './CardEnds.js';
import { CardPictureButton } from './CardPictureButton.js';
import { cardLink } from '../target/target-words.js';
import './card.css';

type Adding = { state: 'idle' } | { state: 'adding' } | { state: 'refused'; message: string };

/**
 * A card a scorer signed on a target, opened from its link (docs/scoring-a-target.md): the card travels
 * in the link's fragment, so it is read here, offline, and never sent to a server. The engine checks it
 * against its seal and shows it as the paper sheet; "Add to my history" takes it into the archer's own
 * record, once.
 */
export default function CardScreen() {
  const engine = useEngine();
  // The card's text, or nothing: followed as it changes, as when a second card's link opens this page.
  const text = useSyncExternalStore(listenForHash, () => window.location.hash.slice(1));
  const load = async (): Promise<Loadable<TargetCardView>> =>
    text === ''
      ? { state: 'failed', message: 'This link holds no card: open the link the scorer shared, whole.' }
      : loadableFrom(await engine.readTargetCard(text));
  const card = useEngineQuery(load, stillLoading, ['readTargetCard']).value;
  const [adding, setAdding] = useState<Adding>({ state: 'idle' });
  // A refusal belongs to the card it was of.
  const [addingFor, setAddingFor] = useState(text);
  if (addingFor !== text) {
    setAddingFor(text);
    setAdding({ state: 'idle' });
  }

  const add = async (options?: { alongside: boolean }) => {
    setAdding({ state: 'adding' });
    const result = await engineAnswer(() => engine.addTargetCard(text, options), 'adding a signed card');
    // Once added, the card's read names the shoot that holds it (it is fetched again on history).
    setAdding(result.ok ? { state: 'idle' } : { state: 'refused', message: result.error.message });
  };

  const settle = async (historyId: number, kept: 'scorer' | 'mine') => {
    setAdding({ state: 'adding' });
    const result = await engineAnswer(
      () => engine.settleDoubleScoring(text, historyId, kept),
      'choosing between two scorings',
    );
    setAdding(result.ok ? { state: 'idle' } : { state: 'refused', message: result.error.message });
  };

  return (
    <main className="card-screen">
      <h1>Signed card</h1>
      {card.state === 'loading' && <p>Reading the card…</p>}
      {card.state === 'failed' && (
        <p role="alert" className="card-refused">
          {card.message}
        </p>
      )}
      {card.state === 'ready' && <CardSheet view={card.value} />}
      {card.state === 'ready' && card.value.inHistory !== null && (
        <div className="card-actions" role="status">
          <p>This card is in your history.</p>
          <Link href={`/history/${card.value.inHistory}`} className="primary-button card-action">
            View the shoot
          </Link>
        </div>
      )}
      {card.state === 'ready' && card.value.inHistory === null && card.value.setAsideFor !== null && (
        <div className="card-actions" role="status">
          <p>You kept your own scoring of this shoot instead of this card.</p>
          <Link href={`/history/${card.value.setAsideFor}`} className="primary-button card-action">
            View your shoot
          </Link>
        </div>
      )}
      {card.state === 'ready' &&
        card.value.inHistory === null &&
        card.value.setAsideFor === null &&
        card.value.ownScoring !== null && (
          <DoubleScoring
            ownScoring={card.value.ownScoring}
            total={card.value.total}
            adding={adding}
            onSettle={(kept) => void settle(card.value.ownScoring!.historyId, kept)}
            onAlongside={() => void add({ alongside: true })}
          />
        )}
      {card.state === 'ready' &&
        card.value.inHistory === null &&
        card.value.setAsideFor === null &&
        card.value.ownScoring === null && (
          <div className="card-actions">
            <p>{standingWords(card.value)}</p>
            {adding.state === 'refused' && (
              <p role="alert" className="card-refused">
                {adding.message}
              </p>
            )}
            <button
              type="button"
              className="primary-button card-action"
              disabled={adding.state === 'adding'}
              onClick={() => void add()}
            >
              {adding.state === 'adding' ? 'Adding…' : 'Add to my history'}
            </button>
          </div>
        )}
      {card.state === 'ready' && (
        // After what the archer came for: for a club-mate without the app, or to keep, the same
        // picture the scorer can save.
        <div className="card-actions">
          <CardPictureButton
            text={text}
            link={cardLink(window.location.origin, text)}
            name={card.value.archer.name}
          />
        </div>
      )}
    </main>
  );
}

/**
 * Double scoring (docs/scoring-a-target.md): the archer scored this shoot themselves too. Every difference
 * is named before anything is saved, and the archer chooses which card to keep, or says the two are
 * different shoots of the round that day.
 */
function DoubleScoring({
  ownScoring,
  total,
  adding,
  onSettle,
  onAlongside,
}: {
  ownScoring: NonNullable<TargetCardView['ownScoring']>;
  total: number;
  adding: Adding;
  onSettle: (kept: 'scorer' | 'mine') => void;
  onAlongside: () => void;
}) {
  const { differences } = ownScoring;
  return (
    <section className="card-actions card-double" aria-labelledby="card-double-title">
      <h2 id="card-double-title">You scored this shoot yourself too</h2>
      <p>
        Your own card says {ownScoring.score}, the scorer’s {total}.{' '}
        {differences.length === 0
          ? 'They agree arrow for arrow.'
          : `They differ in ${differences.length === 1 ? 'one arrow' : `${differences.length} places`}:`}
      </p>
      {differences.length > 0 && (
        <ul className="card-differences">
          {differences.map((difference) => (
            <li key={difference}>{difference}</li>
          ))}
        </ul>
      )}
      <p>Choose which card to keep. The other is not saved, and your choice is kept with the shoot.</p>
      {adding.state === 'refused' && (
        <p role="alert" className="card-refused">
          {adding.message}
        </p>
      )}
      <button
        type="button"
        className="primary-button card-action"
        disabled={adding.state === 'adding'}
        onClick={() => onSettle('scorer')}
      >
        Keep the scorer’s card
      </button>
      <button
        type="button"
        className="plain-button card-action"
        disabled={adding.state === 'adding'}
        onClick={() => onSettle('mine')}
      >
        Keep my own
      </button>
      <button
        type="button"
        className="plain-button card-action"
        disabled={adding.state === 'adding'}
        onClick={onAlongside}
      >
        These are two different shoots: add it too
      </button>
    </section>
  );
}

function listenForHash(changed: () => void): () => void {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
}

function CardSheet({ view }: { view: TargetCardView }) {
  return (
    <>
      <section className="card-who" aria-label="Archer">
        <h2>{view.archer.name}</h2>
        <p>
          {placeOnTarget(view)} · {categoryWords(view.archer)}
        </p>
        <p>
          {view.roundKnown ? roundTitle(view.round) : `${view.round} (a round this app does not know)`} ·{' '}
          {shootDate(view.date)}
          {view.place !== null && ` · ${view.place}`}
        </p>
        <p>{EVENT_STATUS_LABELS[view.eventStatus]}</p>
      </section>
      <CardEnds ends={view.ends} caption="Ends as written" />
      <dl className="card-totals">
        <div>
          <dt>Score</dt>
          <dd>{view.total}</dd>
        </div>
        {view.columns.map((column) => (
          <div key={column.label}>
            <dt>{column.label}</dt>
            <dd>{column.count}</dd>
          </div>
        ))}
      </dl>
      <p>{signaturesWords(view)}</p>
      {[
        { name: view.archer.name, mark: view.archerSignature.mark },
        { name: view.scorer, mark: view.scorerSignature.mark },
      ].map(({ name, mark }) =>
        mark.kind === 'drawn' ? (
          <DrawnMark key={name} strokes={mark.strokes} label={`${name}'s signature, drawn`} />
        ) : null,
      )}
      <p className="card-seal">
        Seal <strong>{view.sealCode}</strong>
      </p>
      {view.corrections.length > 0 && (
        <section className="card-changed" aria-label="Changed after signing">
          <h2>Changed after signing</h2>
          <ul>
            {view.corrections.map((correction, index) => (
              <li key={index}>{correctionWords(correction)}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
