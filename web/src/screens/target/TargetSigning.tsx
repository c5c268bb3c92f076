import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { TargetRowView, TargetView } from '../../../../shared/contract/engine.js';
import { MOST_INITIALS_CHARACTERS, type SignatureMark } from '../../../../shared/target-cards/card.js';
import { strokesText, type Point } from '../../../../shared/target-cards/drawn-mark.js';
import { SignaturePad } from './SignaturePad.js';
import { LinkQrCode } from '../../components/LinkQrCode.js';
import { useEngine } from '../../engine/engine-context.js';
import { engineAnswer } from '../../engine/engine-answer.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import { CardEnds } from '../card/CardEnds.js';
import { correctionWords } from '../card/card-words.js';
import { categoryWords } from '../profile/profile-form.js';
import { roundTitle } from '../select-round/round-title.js';
import { CardPictureButton } from '../card/CardPictureButton.js';
import type { TargetWrite } from './target-write.js';
import { cardLink, signingWords } from './target-words.js';

/**
 * The cards, once the target's arrows are written: each archer checks their card and signs it, whoever
 * signs it as scorer signs after, and the card is sealed. A sealed card is handed over as a QR code and a
 * link (the card in its fragment); the scorer's own card goes straight into this phone's history.
 */
export function TargetSigning({
  view,
  write,
  live,
}: {
  view: TargetView;
  write: TargetWrite;
  /** The target in a live shoot (LiveTargetPanel): each sealed card is its archer's finish there. */
  live: ReactNode;
}) {
  const engine = useEngine();
  const [ending, setEnding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sealed = view.rows.filter((row) => row.sealed !== null).length;

  const end = async () => {
    setEnding(false);
    setProblem(await write(() => engine.endTarget(), 'ending the target'));
  };

  return (
    <section className="target-screen" aria-labelledby="target-title">
      <h1 id="target-title">
        Sign the cards
        {view.setup.targetNumber !== null && ` · Target ${view.setup.targetNumber}`}
      </h1>
      <p className="target-intro">
        {roundTitle(view.setup.round)}
        {view.stopped && ', stopped before the end: each card is an incomplete round'}. {sealed} of{' '}
        {view.rows.length} cards sealed.
      </p>
      {view.rows.map((row) => (
        <CardToSign key={row.letter} row={row} view={view} write={write} />
      ))}
      <div className="target-end">
        {problem !== null && (
          <p role="alert" className="target-problem-text">
            {problem}
          </p>
        )}
        {ending ? (
          <>
            <p>
              End this target? Its sheet leaves this phone: a card not yet taken can no longer be shown or
              shared.
            </p>
            <button type="button" className="plain-button" onClick={() => void end()}>
              End the target
            </button>
            <button type="button" className="plain-button" onClick={() => setEnding(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" className="plain-button" onClick={() => setEnding(true)}>
            Done with this target
          </button>
        )}
      </div>
      {live}
    </section>
  );
}

function CardToSign({ row, view, write }: { row: TargetRowView; view: TargetView; write: TargetWrite }) {
  const engine = useEngine();
  const [problem, setProblem] = useState<string | null>(null);
  const ownCard = view.setup.scorer.letter === row.letter;
  const title = `${row.letter} · ${row.archer.name}`;

  const sign = async (role: 'archer' | 'scorer', mark: SignatureMark) =>
    setProblem(await write(() => engine.signTargetCard(row.letter, role, mark), 'signing a card'));
  const addOwn = async (text: string) => {
    const result = await engineAnswer(() => engine.addTargetCard(text), 'adding your card');
    setProblem(result.ok ? null : result.error.message);
  };

  return (
    <article className="target-card" aria-label={`Card ${title}`}>
      <h2>{title}</h2>
      <p className="target-card-who">
        {categoryWords(row.archer)}
        {!row.roundIsTargets && ` · ${roundTitle(row.round)}, their own round`}
      </p>
      <p className="target-card-score">
        <strong>{row.total}</strong>
        {row.columns.map((column) => ` · ${column.label} ${column.count}`).join('')}
        {` · ${row.arrowsShot} arrows`}
      </p>
      <details className="target-card-ends">
        <summary>Check the card, end by end</summary>
        <CardEnds ends={row.ends} />
      </details>
      <p>{signingWords(row)}</p>
      {row.archerSignature === null && (
        <SignForm
          who={`${row.archer.name}, sign your card`}
          action={`Sign as ${row.archer.name}`}
          onSign={(mark) => void sign('archer', mark)}
        />
      )}
      {row.archerSignature !== null && row.scorerSignature === null && (
        <SignForm
          who={`${row.scorer.name}, sign as scorer`}
          action={`Sign as scorer (${row.scorer.name})`}
          onSign={(mark) => void sign('scorer', mark)}
        />
      )}
      {problem !== null && (
        <p role="alert" className="target-problem-text">
          {problem}
        </p>
      )}
      {row.sealed !== null && (
        <>
          <SealedCard
            name={row.archer.name}
            sealed={row.sealed}
            ownCard={ownCard}
            inHistory={row.inHistory}
            onAdd={() => void addOwn(row.sealed!.text)}
          />
          <ChangeAfterSigning
            sealed={row.sealed}
            keys={row.keys}
            onChange={(end, arrow, to) =>
              void write(
                () => engine.correctSealedCard(row.letter, end, arrow, to),
                'changing a signed card',
              ).then(setProblem)
            }
          />
        </>
      )}
    </article>
  );
}

/**
 * A change to a sealed card, as a strike-through and initials on paper: the old value stays in the card's
 * log with the time and the scorer's name, the seal stays the one signed, and the card says it changed.
 */
function ChangeAfterSigning({
  sealed,
  keys,
  onChange,
}: {
  sealed: NonNullable<TargetRowView['sealed']>;
  keys: readonly ArrowValue[];
  onChange: (end: number, arrow: number, to: ArrowValue) => void;
}) {
  const [end, setEnd] = useState(0);
  const [arrow, setArrow] = useState(0);
  const [to, setTo] = useState<string>(String(keys[0]));
  const arrows = sealed.ends[end] ?? [];
  return (
    <>
      {sealed.corrections.length > 0 && (
        <section className="target-changed" aria-label="Changed after signing">
          <h3>Changed after signing</h3>
          <ul>
            {sealed.corrections.map((correction, at) => (
              <li key={at}>{correctionWords(correction)}</li>
            ))}
          </ul>
          <p>This card no longer counts as witnessed.</p>
        </section>
      )}
      <details className="target-change">
        <summary>Change an arrow after signing</summary>
        <p>
          The old value stays on the card with the time and your name, and it no longer counts as witnessed.
        </p>
        <div className="target-row-fields">
          <label className="target-field">
            End
            <select
              value={end}
              onChange={(event) => {
                setEnd(Number(event.target.value));
                setArrow(0);
              }}
            >
              {sealed.ends.map((_, at) => (
                <option key={at} value={at}>
                  {at + 1}
                </option>
              ))}
            </select>
          </label>
          <label className="target-field">
            Arrow
            <select value={arrow} onChange={(event) => setArrow(Number(event.target.value))}>
              {arrows.map((value, at) => (
                <option key={at} value={at}>
                  {at + 1} (now {String(value)})
                </option>
              ))}
            </select>
          </label>
          <label className="target-field">
            New value
            <select value={to} onChange={(event) => setTo(event.target.value)}>
              {keys.map((value) => (
                <option key={String(value)} value={String(value)}>
                  {String(value)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button
          type="button"
          className="plain-button"
          onClick={() => onChange(end, arrow, keys.find((value) => String(value) === to) ?? keys[0]!)}
        >
          Change and log it
        </button>
      </details>
    </>
  );
}

type SignWay = 'initials' | 'drawn';

/** Signing a card: initials typed, or a signature drawn with a finger on a pad (drawn-mark.ts). */
function SignForm({
  who,
  action,
  onSign,
}: {
  who: string;
  action: string;
  onSign: (mark: SignatureMark) => void;
}) {
  const [way, setWay] = useState<SignWay>('initials');
  const [initials, setInitials] = useState('');
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const [drawn, setDrawn] = useState('');
  const ready = way === 'initials' ? initials.trim() !== '' : drawn !== '';
  return (
    <form
      className="target-sign"
      onSubmit={(event) => {
        event.preventDefault();
        onSign(way === 'initials' ? { kind: 'initials', text: initials } : { kind: 'drawn', strokes: drawn });
        setInitials('');
        setStrokes([]);
        setDrawn('');
      }}
    >
      {way === 'initials' ? (
        <label className="target-field">
          {who}: initials
          <input
            value={initials}
            maxLength={MOST_INITIALS_CHARACTERS}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(event) => setInitials(event.target.value)}
          />
        </label>
      ) : (
        <div className="target-field">
          {who}: draw your signature
          <SignaturePad
            label={`${who}: signature pad`}
            strokes={strokes}
            onStrokes={(next, width, height) => {
              setStrokes(next);
              setDrawn(strokesText(next, width, height));
            }}
          />
        </div>
      )}
      <div className="target-sign-actions">
        <button type="submit" className="primary-button" disabled={!ready}>
          {action}
        </button>
        {way === 'drawn' && strokes.length > 0 && (
          <button
            type="button"
            className="plain-button"
            onClick={() => {
              setStrokes([]);
              setDrawn('');
            }}
          >
            Clear
          </button>
        )}
        <button
          type="button"
          className="plain-button"
          onClick={() => setWay(way === 'initials' ? 'drawn' : 'initials')}
        >
          {way === 'initials' ? 'Draw instead' : 'Type initials instead'}
        </button>
      </div>
    </form>
  );
}

type Copying = 'idle' | 'copied' | 'failed';

function SealedCard({
  name,
  sealed,
  ownCard,
  inHistory,
  onAdd,
}: {
  name: string;
  sealed: { sealCode: string; text: string };
  ownCard: boolean;
  inHistory: number | null;
  onAdd: () => void;
}) {
  const [copying, setCopying] = useState<Copying>('idle');
  const link = cardLink(window.location.origin, sealed.text);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopying('copied');
    } catch {
      setCopying('failed');
    }
  };
  return (
    <div className="target-sealed">
      <p>
        Sealed · seal <strong>{sealed.sealCode}</strong>
      </p>
      {ownCard ? (
        inHistory !== null ? (
          <p role="status">
            Your card is in your history. <Link href={`/history/${inHistory}`}>View the shoot</Link>
          </p>
        ) : (
          <button type="button" className="primary-button" onClick={onAdd}>
            Add my card to my history
          </button>
        )
      ) : (
        <>
          <p>{name}: scan this code with your phone's camera, or open the link, to take your card.</p>
          <LinkQrCode className="target-qr" link={link} label={`QR code of ${name}'s card`} />
          <div className="target-link">
            <input
              readOnly
              value={link}
              aria-label={`${name}'s card link`}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="plain-button" onClick={() => void copy()}>
              {copying === 'copied' ? 'Copied' : 'Copy link'}
            </button>
          </div>
          {copying === 'failed' && (
            <p role="alert">This browser would not copy: select the link and copy it.</p>
          )}
          <p>Without the app? Save the card as a picture, QR code and all, to add it later.</p>
          <CardPictureButton text={sealed.text} link={link} name={name} />
        </>
      )}
    </div>
  );
}
