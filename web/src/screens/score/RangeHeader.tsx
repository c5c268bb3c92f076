import { Link } from 'wouter';
import type { CurrentShootView, ScoreSheet } from '../../../../shared/contract/scoreCardViews.js';
import { sheetEnds } from '../../scorecard/score-sheet.js';
import { zoneColour } from '../../target-face/face-colours.js';
import { roundTitle } from '../select-round/round-title.js';
import { selectRoundHref } from '../select-round/select-round-query.js';
import { endWords } from '../../../../shared/rounds/endWord.js';
import { paceText } from './range-words.js';

interface RangeHeaderProps {
  shoot: CurrentShootView;
  scorecard: ScoreSheet | null;
  /** The end the archer stepped back to, or null for the newest end. */
  viewedEnd: number | null;
  /** The arrow being corrected (its place in the shoot), or null. */
  correcting: number | null;
  onCorrect: (index: number) => void;
  onViewEnd: (endNumber: number | null) => void;
}

/**
 * Beyond this many characters a round's name ('WA Field 24 Yellow Unmarked', 'Vegas 300 (Triple Spot)')
 * is set smaller, on two lines, so the whole name shows beside Change round on a 360 px phone instead of
 * 'WA Field 24 Y…'; the row keeps its height either way.
 */
const LONG_TITLE = 16;

/**
 * The fixed-height header of the range: round, running total, the end on show (each arrow a button to
 * correct it) and the pace. Nothing in it appears or goes between the first and the last arrow, so the
 * keys below never move.
 */
export function RangeHeader({
  shoot,
  scorecard,
  viewedEnd,
  correcting,
  onCorrect,
  onViewEnd,
}: RangeHeaderProps) {
  // The ends shot so far, in order, as the sheet cuts them.
  const ends = sheetEnds(scorecard);
  const newest = ends.at(-1) ?? null;
  const shown = (viewedEnd !== null ? ends.find((end) => end.endNumber === viewedEnd) : null) ?? newest;
  const endNumber = shown?.endNumber ?? 1;
  const arrowsInEnd = shown?.arrows ?? [];
  const emptySlots = shown ? shown.emptySlots : shoot.round.endSize;
  const steppedBack = shown !== null && newest !== null && shown !== newest;
  // A field course is scored target by target: its three arrows are a target, not an end.
  const { noun: lower, title: word } = endWords(shoot.round.discipline);
  const title = roundTitle(shoot.roundName);
  return (
    <div className="range-header">
      <div className="range-title-row">
        <h1 id="score-title" className={title.length > LONG_TITLE ? 'range-title-long' : undefined}>
          {title}
        </h1>
        <Link
          className="score-change-round"
          href={selectRoundHref({ returnTo: '/', currentRound: shoot.roundName })}
        >
          Change round
        </Link>
      </div>
      <div className="range-numbers">
        <p className="shoot-running-total">
          <span className="shoot-summary-caption">Total</span>
          <output aria-label="Running total">{shoot.runningTotal}</output>
        </p>
        <div className="shoot-current-end">
          <span className="shoot-summary-caption">
            {word} {endNumber}
            {steppedBack && ` (earlier ${lower})`}
          </span>
          <button
            type="button"
            className="end-step"
            aria-label={steppedBack ? `Back to ${lower} ${newest.endNumber}` : `Previous ${lower}`}
            disabled={!steppedBack && endNumber <= 1}
            onClick={() => onViewEnd(steppedBack ? null : endNumber - 1)}
          >
            {steppedBack ? '›' : '‹'}
          </button>
          <ol className="end-strip" aria-label={`${word} ${endNumber} arrows`}>
            {arrowsInEnd.map((cell) => (
              <li key={cell.index}>
                <button
                  type="button"
                  className={`end-strip-arrow ring-${cell.value === 'M' ? 'miss' : zoneColour(shoot.round.scoring, cell.value)}`}
                  aria-label={`Correct arrow ${cell.index + 1} (${cell.value})`}
                  aria-pressed={correcting === cell.index}
                  onClick={() => onCorrect(cell.index)}
                >
                  {cell.value}
                </button>
              </li>
            ))}
            {Array.from({ length: emptySlots }, (_, slot) => (
              <li key={`empty-${slot}`} aria-hidden="true">
                <span className="end-strip-arrow end-strip-empty" />
              </li>
            ))}
          </ol>
          <span className="shoot-end-total" aria-label={`${word} total`}>
            {shown ? shown.total : 0}
          </span>
        </div>
      </div>
      <p className="range-pace">{paceText(shoot)}</p>
    </div>
  );
}
