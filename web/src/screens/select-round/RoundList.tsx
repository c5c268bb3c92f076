import { useId } from 'react';
import type { Round } from '../../../../shared/rounds/round.js';
import { roundDescription } from './round-filters.js';
import { roundTitle } from './round-title.js';
import { RoundTargets } from './RoundTargets.js';

interface RoundListProps {
  title: string;
  rounds: readonly Round[];
  /** Lower-cased name of the round being scored now, highlighted so the archer sees where they are. */
  currentRound: string;
  /** The round being started, while the worker stores it. */
  busyRound: string | null;
  /** Lower-cased name of the round whose targets are shown (the current one, or the one last focused). */
  highlightedRound: string;
  onHighlight: (name: string) => void;
  onChoose: (name: string) => void;
}

/** One section of the round picker: a heading and a button per round (named exactly as shown). */
export function RoundList({
  title,
  rounds,
  currentRound,
  busyRound,
  highlightedRound,
  onHighlight,
  onChoose,
}: RoundListProps) {
  const headingId = useId();
  if (rounds.length === 0) return null;
  return (
    <section className="round-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="round-list">
        {rounds.map((round) => (
          <RoundChoice
            key={round.name}
            round={round}
            isCurrent={round.name.toLowerCase() === currentRound}
            isBusy={busyRound === round.name}
            isHighlighted={round.name.toLowerCase() === highlightedRound}
            onHighlight={onHighlight}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </section>
  );
}

interface RoundChoiceProps {
  round: Round;
  isCurrent: boolean;
  isBusy: boolean;
  isHighlighted: boolean;
  onHighlight: (name: string) => void;
  onChoose: (name: string) => void;
}

/**
 * Only keyboard focus moves the highlight: a tap focuses the button before its click lands, and lines
 * appearing or vanishing in between would move the round out from under the finger.
 */
function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

function RoundChoice({ round, isCurrent, isBusy, isHighlighted, onHighlight, onChoose }: RoundChoiceProps) {
  const detailId = useId();
  const description = roundDescription(round);
  const detail = (
    <>
      {isCurrent && <strong className="round-current-badge">Current · </strong>}
      {description || 'Any distance'}
      {round.isOutdoor ? ' · outdoor' : ' · indoor'}
    </>
  );
  return (
    <li>
      <div className="round-choice-row">
        <button
          type="button"
          className={isCurrent ? 'round-choice round-choice-current' : 'round-choice'}
          aria-current={isCurrent ? 'true' : undefined}
          aria-describedby={detailId}
          aria-busy={isBusy || undefined}
          onFocus={(event) => {
            if (isKeyboardFocus(event.currentTarget)) onHighlight(round.name);
          }}
          onClick={() => onChoose(round.name)}
        >
          <span className="round-name">{roundTitle(round.name)}</span>
          {/* Unseen and unread: holds the details' room in the button, one line or two as they wrap. */}
          <span className="round-detail round-detail-room" aria-hidden="true">
            {detail}
          </span>
        </button>
        {/* Outside the button so its accessible name is exactly the round name it shows. */}
        <span id={detailId} className="round-detail">
          {detail}
        </span>
      </div>
      {isHighlighted && <RoundTargets roundName={round.name} />}
    </li>
  );
}
