import { OUTDOOR_CLASSES } from '../classifications/thresholds.js';
import { UNCLASSIFIED } from '../classifications/classify.js';
import { bowOf, type SavedShoot } from '../projections/historyProjection.js';
import type {
  ClassificationStep,
  ProgressFilter,
  ProgressPoint,
  ProgressSeries,
} from '../contract/progress.js';

/** How good a class is: U/C and unknown names 0, Frostbite badges by score, AGB classes above them. */
export function classificationRank(name: string): number {
  const agb = (OUTDOOR_CLASSES as readonly string[]).indexOf(name);
  if (agb >= 0) return 1000 + OUTDOOR_CLASSES.length - agb;
  const frostbite = /^Frostbite (\d+)$/.exec(name);
  if (frostbite) return Number(frostbite[1]);
  return 0;
}

/** Keys by lower case, keeping the first spelling seen; most counted first, then by name. */
function mostCounted(
  counts: Map<string, { name: string; count: number }>,
): Array<{ name: string; count: number }> {
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

function count(counts: Map<string, { name: string; count: number }>, name: string): void {
  const key = name.toLowerCase();
  const entry = counts.get(key);
  if (entry) entry.count += 1;
  else counts.set(key, { name, count: 1 });
}

export function progressSeries(shoots: Iterable<SavedShoot>, filter: ProgressFilter): ProgressSeries {
  // A round kept unfinished is no measure of progress on that round: its partial score would read as a slump.
  const all = [...shoots].filter((shoot) => shoot.time !== null && shoot.complete);
  const roundCounts = new Map<string, { name: string; count: number }>();
  for (const shoot of all) count(roundCounts, shoot.item.gameType);
  const rounds = mostCounted(roundCounts).map(({ name, count }) => ({ name, shoots: count }));
  const wantedRound = filter.gameType?.trim().toLowerCase() || rounds[0]?.name.toLowerCase();
  const onRound = all.filter((shoot) => shoot.item.gameType.toLowerCase() === wantedRound);

  const bowCounts = new Map<string, { name: string; count: number }>();
  for (const shoot of onRound) if (bowOf(shoot) !== '') count(bowCounts, bowOf(shoot));
  const bowTypes = mostCounted(bowCounts).map(({ name }) => name);
  const wantedBow = filter.bowType?.trim().toLowerCase() || bowTypes[0]?.toLowerCase() || '';
  const series = onRound
    .filter((shoot) => bowOf(shoot).toLowerCase() === wantedBow)
    .sort((a, b) => a.time! - b.time! || a.item.id - b.item.id);

  const points: ProgressPoint[] = series.map((shoot) => ({
    shootId: shoot.item.id,
    time: shoot.time! / 1000,
    score: shoot.item.score,
    handicap: shoot.assessment.handicap ?? shoot.item.handicap ?? null,
    classification: (shoot.assessment.classification ?? shoot.item.classification)?.name ?? null,
  }));

  const personalBests: number[] = [];
  const classificationSteps: ClassificationStep[] = [];
  let best: ProgressPoint | null = null;
  let bestRank = classificationRank(UNCLASSIFIED);
  let bestHandicap: number | null = null;
  points.forEach((point, index) => {
    if (best === null || point.score > best.score) {
      best = point;
      personalBests.push(index);
    }
    const rank = point.classification === null ? 0 : classificationRank(point.classification);
    if (rank > bestRank) {
      bestRank = rank;
      classificationSteps.push({ index, classification: point.classification! });
    }
    if (point.handicap !== null && (bestHandicap === null || point.handicap < bestHandicap)) {
      bestHandicap = point.handicap;
    }
  });

  return {
    rounds,
    bowTypes,
    gameType: onRound.length > 0 ? wantedRound! : null,
    bowType: series.length > 0 ? bowOf(series[0]!) : null,
    shootIds: points.map((p) => p.shootId),
    times: points.map((p) => p.time),
    scores: points.map((p) => p.score),
    handicaps: points.map((p) => p.handicap),
    personalBests,
    classificationSteps,
    best,
    latest: points.at(-1) ?? null,
    bestHandicap,
  };
}
