import type { TargetProgress, WhatINeedGap, WhatINeedTarget } from '../../../shared/contract/whatINeed.js';
import type { EndWords } from '../../../shared/rounds/endWord.js';

type PerEnd = EndWords['withArticle'];

/**
 * How a target stands, in a few words: the per-end figure comes from the worker, shown as it is, per
 * end or on a field course per target (`per`, from endWords()).
 */
export function progressText(progress: TargetProgress, per: PerEnd): string {
  switch (progress.state) {
    case 'reached':
      return 'Reached';
    case 'out-of-reach':
      return 'Out of reach';
    case 'needed':
      return `${progress.perEnd.toFixed(1)} ${per}`;
  }
}

/** One target as a screen reader reads its row, e.g. "B1: 957, 24.3 an end". */
export function targetSentence(target: WhatINeedTarget, per: PerEnd): string {
  return `${target.label}: ${target.score}, ${progressText(target.progress, per)}`;
}

/**
 * Gaps worth a line. A missing goal is left out: the goal field right there says so; on round selection
 * only the reasons that leave the round without figures are shown.
 */
export function gapsToShow(gaps: readonly WhatINeedGap[], where: 'panel' | 'round-line'): WhatINeedGap[] {
  return gaps.filter((gap) => {
    switch (gap.reason) {
      case 'no-handicap-goal':
        return false;
      case 'no-personal-best':
      case 'personal-best-is-maximum':
      case 'top-class-held':
        return where === 'panel';
      case 'unknown-round':
      case 'no-fixed-length':
      case 'no-classification':
      case 'no-category':
        return true;
    }
  });
}
