import { useRef, useState, type ReactNode } from 'react';
import type { TargetView } from '../../../../shared/contract/engine.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import type { TargetLetter } from '../../../../shared/target-cards/card.js';
import { useEngine } from '../../engine/engine-context.js';
import { roundTitle } from '../select-round/round-title.js';
import { Keypad } from '../score/Keypad.js';
import { useDockRoom } from '../score/use-dock-room.js';
import type { TargetWrite } from './target-write.js';
import { keysWords, placeWords } from './target-words.js';

type Correcting = { letter: TargetLetter; index: number } | null;

/**
 * Writing the target's arrows as on paper: end by end, archer by archer in target order. The archer whose
 * arrow is next is named large in the dock above the same ring-coloured keypad as the score card, docked
 * at the foot of the screen so nothing moves under the thumb; the sheet above shows every archer's ends,
 * and any unsigned arrow is corrected by tapping it.
 */
export function TargetScoring({
  view,
  write,
  live,
}: {
  view: TargetView;
  write: TargetWrite;
  /** The target in a live shoot (LiveTargetPanel), above the dock so the keys never move. */
  live: ReactNode;
}) {
  const engine = useEngine();
  const [correcting, setCorrecting] = useState<Correcting>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const dockRef = useRef<HTMLDivElement>(null);

  // The dock is fixed at the foot of the screen, as the score card's.
  useDockRoom(dockRef, 'target');

  const enter = async (value: ArrowValue) => {
    const target = correcting;
    setCorrecting(null);
    const refused =
      target === null
        ? await write(() => engine.scoreTargetArrow(value), 'writing an arrow on the target')
        : await write(
            () => engine.correctTargetArrow(target.letter, target.index, value),
            'correcting an arrow on the target',
          );
    setProblem(refused);
  };
  const undo = async () => setProblem(await write(() => engine.undoTargetArrow(), 'undoing an arrow'));
  const stop = async () => {
    setStopping(false);
    setProblem(await write(() => engine.stopTarget(), 'stopping the target'));
  };

  const next = view.next;
  const nextRow = next === null ? null : view.rows.find((row) => row.letter === next.letter);
  const currentEnd = next === null ? view.ends : next.end;

  return (
    <section className="target-screen" aria-labelledby="target-title">
      <h1 id="target-title">
        {view.setup.targetNumber !== null && `Target ${view.setup.targetNumber} · `}
        {roundTitle(view.setup.round)}
      </h1>
      <EndTable
        view={view}
        endIndex={currentEnd - 1}
        caption={`End ${currentEnd} of ${view.ends}`}
        correcting={correcting}
        onCorrect={setCorrecting}
      />
      {currentEnd > 1 && (
        <EndTable
          view={view}
          endIndex={currentEnd - 2}
          caption={`End ${currentEnd - 1}, the end before`}
          correcting={correcting}
          onCorrect={setCorrecting}
        />
      )}
      <p className="target-hint">
        Tap an arrow to correct it. A card's arrows can be corrected until it is signed.
      </p>
      <dl className="target-totals">
        {view.rows.map((row) => (
          <div key={row.letter}>
            <dt>
              {row.letter} {row.archer.name}
            </dt>
            <dd>
              {row.total}
              {row.columns.map((column) => ` · ${column.label} ${column.count}`).join('')}
            </dd>
          </div>
        ))}
      </dl>
      <div className="target-stop">
        {stopping ? (
          <>
            <p>Stop here? Each card is then signed as it stands, an incomplete round.</p>
            <button type="button" className="plain-button" onClick={() => void stop()}>
              Stop and sign the cards
            </button>
            <button type="button" className="plain-button" onClick={() => setStopping(false)}>
              Keep scoring
            </button>
          </>
        ) : (
          <button type="button" className="plain-button" onClick={() => setStopping(true)}>
            Stop before the end
          </button>
        )}
      </div>
      {live}
      <div className="score-dock-room" aria-hidden="true" />
      <div className="score-dock target-dock" ref={dockRef}>
        <p className="target-now" aria-live="polite">
          {nextRow ? (
            <>
              <span className="target-now-letter">{nextRow.letter}</span>
              <span className="target-now-name">{nextRow.archer.name}</span>
              <span className="target-now-place">{placeWords(view)}</span>
            </>
          ) : (
            <span className="target-now-place">{placeWords(view)}</span>
          )}
        </p>
        <p className="target-problem" role="alert">
          {problem ?? ''}
        </p>
        <Keypad
          values={view.keys}
          scoring={view.scoring}
          label={keysWords(view, correcting)}
          mode={correcting === null ? 'scoring' : 'correcting'}
          disabled={correcting === null && next === null}
          onValue={(value) => void enter(value)}
        />
        <div className="target-actions">
          {correcting !== null ? (
            <button type="button" className="plain-button" onClick={() => setCorrecting(null)}>
              Cancel correction
            </button>
          ) : (
            <button
              type="button"
              className="plain-button"
              disabled={!view.canUndo}
              onClick={() => void undo()}
            >
              Undo
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * One end of the boss sheet: a row per archer in target order with the end's arrows (each tapped to
 * correct it), the end total and the running total, as the paper sheet has them.
 */
function EndTable({
  view,
  endIndex,
  caption,
  correcting,
  onCorrect,
}: {
  view: TargetView;
  endIndex: number;
  caption: string;
  correcting: Correcting;
  onCorrect: (arrow: Correcting) => void;
}) {
  const next = view.next;
  const isCurrent = next !== null && next.end === endIndex + 1;
  return (
    <table className={isCurrent ? 'target-sheet' : 'target-sheet target-sheet-before'}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Archer</th>
          <th scope="col">Arrows</th>
          <th scope="col">
            <abbr title="End total">E/T</abbr>
          </th>
          <th scope="col">
            <abbr title="Running total">R/T</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row) => {
          const end = row.ends[endIndex];
          return (
            <tr
              key={row.letter}
              className={isCurrent && next.letter === row.letter ? 'target-row-next' : undefined}
            >
              <th scope="row">
                <span className="target-letter">{row.letter}</span> {row.archer.name}
                {!row.roundIsTargets && <span className="target-own-round"> {roundTitle(row.round)}</span>}
              </th>
              <td className="target-arrows">
                {endIndex >= row.roundEnds && <span className="target-finished">Round shot</span>}
                {Array.from({ length: endIndex >= row.roundEnds ? 0 : view.endSize }, (_, slot) => {
                  const index = endIndex * view.endSize + slot;
                  const value = end?.arrows[slot];
                  const chosen = correcting?.letter === row.letter && correcting.index === index;
                  return value === undefined ? (
                    <span key={slot} className="target-arrow target-arrow-empty" aria-hidden="true" />
                  ) : (
                    <button
                      key={slot}
                      type="button"
                      className={chosen ? 'target-arrow target-arrow-chosen' : 'target-arrow'}
                      aria-label={`${row.archer.name}, end ${endIndex + 1}, arrow ${slot + 1}: ${value}. Correct it`}
                      aria-pressed={chosen}
                      onClick={() => onCorrect(chosen ? null : { letter: row.letter, index })}
                    >
                      {value}
                    </button>
                  );
                })}
              </td>
              <td>{end?.total ?? ''}</td>
              <td>{end?.runningTotal ?? ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
