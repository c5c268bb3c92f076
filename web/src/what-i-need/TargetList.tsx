import type { WhatINeedView } from '../../../shared/contract/whatINeed.js';
import { endWords } from '../../../shared/rounds/endWord.js';
import { gapsToShow, progressText, targetSentence } from './what-i-need-text.js';
import './what-i-need.css';

interface TargetListProps {
  view: WhatINeedView;
  where: 'panel' | 'round-line';
  /** Names the list for screen readers ("What I need on York"). */
  label: string;
}

/**
 * A line per target (what it is, the score it takes, the average an end, or a target on a field course,
 * from here) and why any are missing.
 */
export function TargetList({ view, where, label }: TargetListProps) {
  const gaps = gapsToShow(view.gaps, where);
  const per = endWords(view.discipline).withArticle;
  return (
    <div className={`what-i-need-targets what-i-need-${where}`}>
      {view.targets.length > 0 && (
        <p className="what-i-need-caption">
          {view.scheme === 'Frostbite'
            ? 'Frostbite badges · '
            : view.scheme !== null
              ? `${view.scheme} classes · `
              : ''}
          score needed · average {per}
          {where === 'panel' ? ' from here' : ''}
        </p>
      )}
      {view.targets.length > 0 && (
        <ul aria-label={label}>
          {view.targets.map((target) => (
            <li
              key={`${target.kind}-${target.label}`}
              className={`what-i-need-target what-i-need-${target.progress.state}`}
              aria-label={targetSentence(target, per)}
            >
              <span className="what-i-need-label">{target.label}</span>
              <span className="what-i-need-score">{target.score}</span>
              <span className="what-i-need-progress">{progressText(target.progress, per)}</span>
            </li>
          ))}
        </ul>
      )}
      {gaps.map((gap) => (
        <p key={gap.reason} className="what-i-need-gap">
          {gap.message}
        </p>
      ))}
    </div>
  );
}
