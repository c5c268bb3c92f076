import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { HistoryItemView } from '../../../../shared/contract/historyViews.js';
import type { SlotAlert } from '../../chrome/alert-slot.js';
import { ShareScorecard } from '../../share/ShareScorecard.js';
import { earnedLines, earnedLineText } from '../../../../shared/achievements/earnedLines.js';
import { tierWords } from '../achievements/achievement-words.js';
import { roundTitle } from '../select-round/round-title.js';
import { schemeWords } from '../../../../shared/classifications/schemes.js';
import { AlertSlot } from './AlertSlot.js';
import { classificationText, noClassificationReason } from '../history/classification-words.js';

/** How a saved shoot's handicap reads; rounds with no handicap table say so instead of a blank. */
export function handicapText(item: Pick<HistoryItemView, 'handicap' | 'complete'>): string {
  if (item.complete === false) return 'no handicap (incomplete round)';
  return item.handicap === undefined ? 'no handicap for this round' : `handicap ${item.handicap}`;
}

/** The score against the personal best, as the badge (or the line under the score) says it. */
function personalBestText(item: HistoryItemView): string {
  const outcome = item.result.personalBest;
  switch (outcome.kind) {
    case 'not-counted':
      return item.complete === false
        ? 'Incomplete rounds do not count for personal bests'
        : 'Practice rounds have no personal best';
    case 'first':
      return `New personal best: your first ${roundTitle(item.gameType)}`;
    case 'new':
      return `New personal best, +${outcome.margin} on ${outcome.previous}`;
    case 'equalled':
      return `Equals your personal best, ${outcome.previous}`;
    case 'short':
      return `${outcome.short} below your personal best, ${outcome.best}`;
  }
}

/** "3 better than your last 5 average (44)": the recent-handicap rule's answer in words. */
function handicapComparisonText(item: HistoryItemView): string | null {
  const comparison = item.result.handicap?.comparison;
  if (comparison === undefined) return null;
  if (comparison.kind === 'first') return 'Your first handicap with this bow';
  const recent =
    comparison.shoots === 1
      ? `your last shoot (${comparison.average})`
      : `your last ${comparison.shoots} average (${comparison.average})`;
  if (comparison.difference === 0) return `Level with ${recent}`;
  const steps = Math.abs(comparison.difference);
  return `${steps} ${comparison.difference > 0 ? 'better' : 'worse'} than ${recent}`;
}

interface ShootResultProps {
  item: HistoryItemView;
  alert: SlotAlert | null;
  onScoreAnother: () => void;
}

/**
 * The finish line: what the shoot just saved came to, in place of the score card until the archer asks
 * for a fresh one. The score large, the personal-best badge, the handicap against the recent ones, the
 * classification (or why none), the achievements it earned, the share card, then "Score another round".
 */
export function ShootResult({ item, alert, onScoreAnother }: ShootResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The save dialog's button is gone: the result's heading takes the focus, so it is read out first.
  useEffect(() => heading.current?.focus(), []);
  const personalBest = personalBestText(item);
  const isPersonalBest = item.result.personalBest.kind === 'new' || item.result.personalBest.kind === 'first';
  const comparison = handicapComparisonText(item);
  const achievements = item.result.achievements;
  return (
    <section className="shoot-result" aria-labelledby="result-title">
      <h1 id="result-title" ref={heading} tabIndex={-1}>
        {item.complete === false ? 'Saved as incomplete' : 'Saved'}: {roundTitle(item.gameType)}
      </h1>
      <p className="result-score">
        <span className="result-caption">Score</span>
        <strong data-testid="saved-score">{item.score}</strong>
      </p>
      <p
        className={isPersonalBest ? 'result-badge result-badge-best' : 'result-badge'}
        data-testid="personal-best"
      >
        {isPersonalBest && <span aria-hidden="true">★ </span>}
        {personalBest}
      </p>
      <dl className="result-facts">
        <div>
          <dt>Handicap</dt>
          <dd>
            <span data-testid="saved-handicap">{item.handicap ?? '–'}</span>
            <small data-testid="handicap-comparison">
              {item.handicap === undefined ? handicapText(item) : comparison}
            </small>
          </dd>
        </div>
        <div>
          <dt>Classification</dt>
          <dd>
            <span data-testid="saved-classification">
              {item.classification ? item.classification.name : classificationText(item)}
            </span>
            {item.classification && (
              <small data-testid="saved-scheme"> · {schemeWords(item.classification.scheme)}</small>
            )}
          </dd>
        </div>
      </dl>
      {!item.classification && noClassificationReason(item) === 'profile' && (
        <p className="result-hint">
          Add your gender, age group and bow type in <Link href="/you">Profile</Link> to get classifications.
        </p>
      )}
      {achievements.length > 0 && (
        <section className="result-achievements" aria-labelledby="result-achievements-title">
          <h2 id="result-achievements-title">
            {achievements.length === 1 ? 'Achievement earned' : `${achievements.length} achievements earned`}
          </h2>
          <ul>
            {earnedLines(achievements).map((line) => (
              <li key={line.id}>
                <span className="result-tier">{tierWords(line.tier)}</span>{' '}
                <span>{earnedLineText(line)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <AlertSlot problem={null} alert={alert} />
      <div className="result-actions">
        <ShareScorecard item={item} />
        <Link href={`/history/${item.id}`} className="plain-button accent">
          View in history
        </Link>
      </div>
      <button type="button" className="primary-button result-next" onClick={onScoreAnother}>
        Score another round
      </button>
    </section>
  );
}
