import type { ProgressPoint, ProgressSeries } from '../../../../shared/contract/progress.js';
import { formatCount } from '../../formats.js';
import { chartDate } from '../../charts/chart-date.js';
import { classificationFullName } from './classification-ladder.js';

/** How the progress charts say in words what they draw (the text alternative of each chart). */

function shoots(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'shoot' : 'shoots'}`;
}

function pointText(point: ProgressPoint): string {
  return `${point.score} on ${chartDate(point.time)}`;
}

export function scoreSummary(progress: ProgressSeries): string {
  const { latest, best, scores, personalBests } = progress;
  if (latest === null || best === null) return 'No shoots to chart.';
  return (
    `${shoots(scores.length)}. Latest ${pointText(latest)}; ` +
    `personal best ${pointText(best)}; ${personalBests.length} new ${personalBests.length === 1 ? 'best' : 'bests'} marked.`
  );
}

export function handicapSummary(progress: ProgressSeries): string {
  const { latest, bestHandicap, classificationSteps, times } = progress;
  if (latest === null) return 'No shoots to chart.';
  if (bestHandicap === null) return 'None of these shoots has a handicap.';
  const latestText =
    latest.handicap === null ? 'no handicap on the latest shoot' : `latest ${latest.handicap}`;
  const steps =
    classificationSteps.length === 0
      ? 'no classification earned'
      : 'classifications earned: ' +
        classificationSteps
          .map((step) => `${classificationFullName(step.classification)} on ${chartDate(times[step.index]!)}`)
          .join(', ');
  return `Handicap (lower is better): ${latestText}, best ${bestHandicap}; ${steps}.`;
}
