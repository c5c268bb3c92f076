/**
 * The two threshold rules AGB added with the 2026.1 tables (target outdoors and field; indoors has had
 * the first since 2023), in one place for every discipline. Thresholds are best class first; null is a
 * class that cannot be gained.
 */

/**
 * Gap and maximum check: a threshold that an archer one handicap point worse also reaches is raised by
 * one, or the class is dropped when the threshold is already the round's maximum.
 */
export function applyGapCheck(
  scores: Array<number | null>,
  handicaps: readonly number[],
  scoreAt: (handicap: number) => number,
  maxScore: number,
): void {
  handicaps.forEach((h, i) => {
    const score = scores[i];
    if (score === null || score === undefined) return;
    if (scoreAt(Math.floor(h) + 1) === score) scores[i] = score === maxScore ? null : score + 1;
  });
}

/** No repeats: each class strictly above the one below it; nothing above a class that cannot be gained. */
export function applyNoRepeats(scores: Array<number | null>, maxScore: number): void {
  for (let i = scores.length - 2; i >= 0; i--) {
    const lower = scores[i + 1] ?? null;
    const here = scores[i] ?? null;
    if (lower === null) scores[i] = null;
    else if (here !== null && here <= lower) scores[i] = lower === maxScore ? null : lower + 1;
  }
}
